/**
 * Shadows @theme/SkipToContent (Docusaurus 3.10, swizzle: safe). The theme's
 * link focuses the first <main>, which on docs pages holds the sidebar's
 * neighbour column, not the page; ours skips to the content area itself
 * (#vocs-content, spec §2.5), falling back to <main> on other pages.
 */
import React, { type MouseEvent, type ReactNode } from 'react';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import styles from './styles.module.css';

function focusContent(event: MouseEvent<HTMLAnchorElement>): void {
  const target =
    document.getElementById('vocs-content') ??
    document.querySelector<HTMLElement>('main') ??
    document.getElementById(SkipToContentFallbackId);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export default function SkipToContent(): ReactNode {
  return (
    // The href names a target every page has; the click prefers #vocs-content.
    <a className={styles.skip} href={`#${SkipToContentFallbackId}`} onClick={focusContent}>
      Skip to main content
    </a>
  );
}
