/**
 * Shadows @theme/SkipToContent (src/theme/swizzles.ts). The theme's
 * link focuses the first <main>, which on docs pages holds the sidebar's
 * neighbour column, not the page; ours skips to the content area itself
 * (#vocs-content, spec §2.5), falling back to <main> on other pages.
 */
import React, { type MouseEvent, type ReactNode } from 'react';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import { contentElement, focusElement } from '@site/src/client/contentFocus';
import styles from './styles.module.css';

function focusContent(event: MouseEvent<HTMLAnchorElement>): void {
  const target = contentElement();
  if (!target) return;
  event.preventDefault();
  focusElement(target);
}

export default function SkipToContent(): ReactNode {
  return (
    // The href names a target every page has; the click prefers #vocs-content.
    <a className={styles.skip} href={`#${SkipToContentFallbackId}`} onClick={focusContent}>
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content', description: 'The skip link that jumps over the navigation to the page content' })}
    </a>
  );
}
