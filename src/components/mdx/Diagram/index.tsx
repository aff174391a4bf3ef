import React, { type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface DiagramProps {
  /** Mermaid's `accTitle`: what the diagram shows. */
  title: string;
  /** Mermaid's `accDescr`, when the diagram says more than the text around it. */
  description?: string;
  /** The Mermaid source, offered as text for readers who cannot see the image. */
  source: string;
  /** URLs of the SVG drawn for each colour mode; absent when it could not be drawn (dev without Chromium). */
  light?: string;
  dark?: string;
  width?: number | string;
  height?: number | string;
  /** Set by the build when the images are missing; only the build reads it. */
  pending?: string;
}

export const PREVIEW_UNAVAILABLE = 'Diagram preview needs Chromium: set CHROMIUM_PATH or run npm test once.';

/** "Title. Description", without doubling the title's own full stop. */
export function altText(title: string, description?: string): string {
  if (!description) return title;
  return /[.!?]$/.test(title) ? `${title} ${description}` : `${title}. ${description}`;
}

/**
 * A diagram drawn at build time (plugins/remark/diagrams.ts): two images, of
 * which CSS shows the one matching the colour mode; the other, hidden and
 * lazy, is never downloaded. Sized from the SVG, so nothing shifts as it loads.
 */
export default function Diagram({ title, description, source, light, dark, width, height }: DiagramProps): ReactNode {
  const asText = (
    <details className={styles.source}>
      <summary>Diagram as text</summary>
      <pre>
        <code>{source}</code>
      </pre>
    </details>
  );
  if (!light || !dark) {
    return (
      <figure className={styles.figure}>
        <p className={styles.unavailable} role="note">
          {PREVIEW_UNAVAILABLE} ({title})
        </p>
        <pre>
          <code>{source}</code>
        </pre>
      </figure>
    );
  }
  const alt = altText(title, description);
  // Below the natural width, a wide diagram on a phone keeps a legible size and scrolls.
  const size = { '--vx-diagram-width': `${width}px` } as CSSProperties;
  const image = { alt, width, height, loading: 'lazy', decoding: 'async', style: size } as const;
  return (
    <figure className={styles.figure}>
      {/* Focusable and named: on phones this box scrolls sideways (WCAG 2.1.1). */}
      <div className={clsx('vx-diagram', styles.frame)} role="group" aria-label="Diagram" tabIndex={0}>
        <img {...image} className={clsx(styles.image, styles.light)} src={light} />
        <img {...image} className={clsx(styles.image, styles.dark)} src={dark} />
      </div>
      {asText}
    </figure>
  );
}
