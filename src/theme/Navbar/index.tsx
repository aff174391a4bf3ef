/**
 * Shadows @theme/Navbar (Docusaurus 3.10, swizzle: safe) with a plain bar
 * around our top bar (@theme/Navbar/Content). Why not keep the stock layout:
 * it also renders theme-classic's mobile drawer, with every navbar item type
 * (version and locale dropdowns, doc links…), which this site never opens:
 * on phones the curtain has its own drawer and the top bar its menu. Leaving
 * it out takes about 15 KB off the JavaScript of every page.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import NavbarContent from '@theme/Navbar/Content';

export default function Navbar(): ReactNode {
  return (
    <nav aria-label="Main" className={clsx(ThemeClassNames.layout.navbar.container, 'navbar', 'navbar--fixed-top')}>
      <NavbarContent />
    </nav>
  );
}
