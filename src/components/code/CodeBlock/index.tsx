import React, { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { STATIC_HTML_ATTRIBUTE } from '@site/src/staticHtml/attribute';
import { useHorizontalOverflow } from '@site/src/hooks/useHorizontalOverflow';
import CopyButton from '../CopyButton';
import WordWrapButton from '../WordWrapButton';
import styles from './styles.module.css';

/** Docusaurus' class for code blocks (ThemeClassNames.common.codeBlock), kept for writers' CSS. */
export const CODE_BLOCK_CLASS = 'theme-code-block';

export interface CodeBlockProps {
  /**
   * The lines as markup, written by the build (`layoutToHtml` of
   * src/code/codeLayout.ts): one `<span class="line">` per line, each ending
   * with its line break.
   */
  readonly html?: string;
  /** Code given as React elements instead (the theme's CodeBlock with JSX children): shown as they are. */
  readonly children?: ReactNode;
  /** Names the lines for plugins/static-html, which reads them back from the page. */
  readonly staticHtmlKey?: string;
  readonly language?: string;
  /** Shown above the code (a file name); inside a code group it is the tab label instead. */
  readonly title?: string;
  /** Number the lines from this value. */
  readonly lineNumbersStart?: number;
  readonly className?: string;
}

/** How many lines the markup holds (at least one). */
export function lineCountOf(html: string): number {
  return Math.max(1, html.split('<span class="line').length - 1);
}

/**
 * A code block whose colours were decided at build time: the lines arrive as
 * one piece of markup (the server's and the browser's are the same string),
 * so hydrating a page of code costs a few nodes per block, not one per token.
 */
export default function CodeBlock({ html, children, staticHtmlKey, language, title, lineNumbersStart, className }: CodeBlockProps): ReactNode {
  const pre = useRef<HTMLPreElement>(null);
  const code = useRef<HTMLElement>(null);
  const overflowing = useHorizontalOverflow(pre);
  const [wrapped, setWrapped] = useState(false);
  const numbered = lineNumbersStart !== undefined;
  const counterStyle = numbered ? ({ counterReset: `line ${lineNumbersStart - 1}` } as CSSProperties) : undefined;
  // Its height before it is laid out (see .pre in the CSS).
  const lineCount = { '--vx-code-lines': html === undefined ? 1 : lineCountOf(html) } as CSSProperties;

  return (
    <div className={clsx(CODE_BLOCK_CLASS, language && `language-${language}`, styles.block, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre ref={pre} tabIndex={0} className={clsx(styles.pre, wrapped && styles.wrapped)} style={lineCount}>
          <code
            ref={code}
            {...{ [STATIC_HTML_ATTRIBUTE]: staticHtmlKey }}
            className={clsx(styles.lines, numbered && styles.numbered)}
            style={counterStyle}
            {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
          />
        </pre>
        <div className={styles.buttons}>
          {(overflowing || wrapped) && <WordWrapButton wrapped={wrapped} onToggle={() => setWrapped(!wrapped)} />}
          <CopyButton codeRef={code} />
        </div>
      </div>
    </div>
  );
}
