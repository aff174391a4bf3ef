/**
 * Shadows @theme/ColorModeToggle (src/theme/swizzles.ts).
 * Why not config or CSS: the spec's toggle has two states (light, dark), not
 * Docusaurus' three (light, dark, system), and it also saves the choice under
 * `vocs.theme` for the inline script of plugins/theme-mode. A wrap can't drop
 * the third state.
 *
 * `value` in Props is the stored choice (null while following the system), so
 * the theme in effect is read from useColorMode(); the switch goes through
 * setColorMode, the same hook Navbar/ColorModeToggle passes as `onChange`, so
 * Docusaurus' state, its data-theme attribute, diagram images and code colours follow.
 */
import React, { type ReactNode } from 'react';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/ColorModeToggle';
import ThemeToggle from '@site/src/components/layout/ThemeToggle';
import { isThemeSwitchable, saveTheme, syncDarkClass, type Theme } from '@site/src/utils/theme';

export default function ColorModeToggle({ className, buttonClassName }: Props): ReactNode {
  const { colorMode, setColorMode } = useColorMode();
  const { colorMode: config } = useThemeConfig();
  if (!isThemeSwitchable(config)) return null;

  const toggle = (next: Theme) => {
    setColorMode(next);
    saveTheme(next);
    syncDarkClass(document.documentElement, next);
  };
  return (
    <div className={className}>
      <ThemeToggle theme={colorMode} onToggle={toggle} className={buttonClassName} />
    </div>
  );
}
