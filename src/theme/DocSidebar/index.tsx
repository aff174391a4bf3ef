/**
 * Shadows @theme/DocSidebar (Docusaurus 3.10, swizzle: unsafe for eject) with
 * our sidebar (src/components/layout/Sidebar). Why not a wrap: the active rule
 * (path prefixes, `customProps.match`), the back link and the section
 * behaviour are the spec's (§2.6), not the theme's. On small screens this
 * column is hidden and the curtain's drawer shows the same sidebar.
 */
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/DocSidebar';
import Sidebar from '@site/src/components/layout/Sidebar';
import styles from './styles.module.css';

export default function DocSidebar({ sidebar, path }: Props): ReactNode {
  return (
    <div className={styles.column}>
      <Sidebar items={sidebar} path={path} className="vx-sidebar" />
    </div>
  );
}
