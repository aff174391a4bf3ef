import React, { Suspense, lazy, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import { translate } from '@docusaurus/Translate';

/**
 * `npm start` only: Mermaid draws a diagram that has no drawing yet in the
 * writer's browser. In a production bundle this is undefined and the import
 * is gone (the bundler drops the dead branch), so readers never load Mermaid.
 */
const BrowserPreview = process.env.NODE_ENV === 'development' ? lazy(() => import('./BrowserPreview')) : undefined;

export interface DiagramProps {
  /** Mermaid's `accTitle`: what the diagram shows. */
  title: string;
  /** Mermaid's `accDescr`, when the diagram says more than the text around it. */
  description?: string;
  /** The Mermaid source, offered as text for readers who cannot see the image. */
  source: string;
  /** URLs of the SVG drawn for each colour mode; absent while it has no drawing (npm start without Chromium). */
  light?: string;
  dark?: string;
  width?: number | string;
  height?: number | string;
  /** Set by the build when the images are missing; only the bundler reads it (plugins/diagrams). */
  pending?: string;
  /**
   * Set by the build for a diagram above the page's first section: it loads
   * with the page (both colour modes' images, as the hidden one cannot be
   * known before the theme script runs) rather than when scrolled near.
   */
  eager?: boolean;
}


/** "Title. Description", without doubling the title's own full stop. */
export function altText(title: string, description?: string): string {
  if (!description) return title;
  return /[.!?]$/.test(title) ? `${title} ${description}` : `${title}. ${description}`;
}

/**
 * A diagram from its committed drawings (plugins/remark/diagrams.ts): two
 * images, of which CSS shows the one matching the colour mode; the other,
 * hidden and lazy, is never downloaded (unless the diagram is eager). Sized from the SVG, so nothing shifts
 * as it loads.
 */
export default function Diagram({ title, description, source, light, dark, width, height, eager = false }: DiagramProps): ReactNode {
  const asText = (
    <details className={styles.source}>
      <summary>{translate({ id: 'vx.diagram.asText', message: 'Diagram as text', description: 'The summary of the disclosure that shows a diagram’s Mermaid source' })}</summary>
      <pre>
        <code>{source}</code>
      </pre>
    </details>
  );
  const alt = altText(title, description);
  if (!light || !dark) {
    return (
      <figure className={styles.figure}>
        <p className={styles.unavailable} role="note">
          This diagram has no drawing yet{BrowserPreview ? ', so your browser draws this preview' : ''}. Run{' '}
          <code>npm run diagrams</code> (it needs Chromium) to draw it, then commit <code>diagrams/</code>.
        </p>
        {BrowserPreview ? (
          <Suspense fallback={null}>
            <BrowserPreview source={source} alt={alt} />
          </Suspense>
        ) : null}
        {asText}
      </figure>
    );
  }
  // Below the natural width, a wide diagram on a phone keeps a legible size and scrolls.
  const size = { '--vx-diagram-width': `${width}px` } as CSSProperties;
  const image = { alt, width, height, loading: eager ? 'eager' : 'lazy', decoding: 'async', style: size } as const;
  return (
    <figure className={styles.figure}>
      {/* Focusable and named: on phones this box scrolls sideways (WCAG 2.1.1). */}
      <div className={clsx('vx-diagram', styles.frame)} role="group" aria-label={translate({ id: 'vx.diagram.label', message: 'Diagram', description: 'The accessible name of the box that holds a diagram (it scrolls sideways on phones)' })} tabIndex={0}>
        <img {...image} className={clsx(styles.image, styles.light)} src={light} />
        <img {...image} className={clsx(styles.image, styles.dark)} src={dark} />
      </div>
      {asText}
    </figure>
  );
}
