/**
 * Shadows @theme/DocSidebar (src/theme/swizzles.ts) with
 * our sidebar (src/components/layout/Sidebar). Why not a wrap: the active rule
 * (path prefixes, `customProps.match`), the back link and the section
 * behaviour are the spec's (§2.6), not the theme's. On small screens this
 * column is hidden and the curtain's drawer shows the same sidebar.
 *
 * `themeConfig.docs.sidebar.hideable`: a button below the items hides the
 * column; Docusaurus' own docs layout (DocRoot/Layout/Sidebar) then narrows
 * it, says so through `isHidden`, and draws the button that brings it back.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocSidebar';
import Sidebar from '@site/src/components/layout/Sidebar';
import styles from './styles.module.css';

function HideButton({ onClick }: { onClick: () => void }): ReactNode {
  const name = translate({
    id: 'theme.docs.sidebar.collapseButtonAriaLabel',
    message: 'Hide sidebar',
  });
  return (
    <button type="button" className={styles.hide} onClick={onClick} title={name}>
      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
        <path d="M7.5 2.5 4 6l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {name}
    </button>
  );
}

export default function DocSidebar({ sidebar, path, onCollapse, isHidden }: Props): ReactNode {
  const { docs } = useThemeConfig();
  return (
    <div className={clsx(styles.column, isHidden && styles.hidden)}>
      <Sidebar
        items={sidebar}
        path={path}
        className="vx-sidebar"
        // Build-time constant (plugins/chrome-features): no hide button code where the option is off.
        footer={process.env.VX_SIDEBAR_EXTRAS !== 'false' && docs?.sidebar?.hideable === true ? <HideButton onClick={onCollapse} /> : undefined}
      />
    </div>
  );
}
