import React, { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { layoutToHtml } from '@site/src/code/codeLayout';
import { useHorizontalOverflow } from '@site/src/hooks/useHorizontalOverflow';
import CopyButton from '../CopyButton';
import WordWrapButton from '../WordWrapButton';
import styles from './styles.module.css';

/** Docusaurus' class for code blocks (ThemeClassNames.common.codeBlock), kept for writers' CSS. */
export const CODE_BLOCK_CLASS = 'theme-code-block';

export interface CodeBlockProps {
  /** The code as shown (magic comments already removed by the build). */
  readonly code: string;
  /** Line classes and colour runs, written by the build (src/code/codeLayout.ts); none: plain text. */
  readonly layout?: string;
  readonly language?: string;
  /** Shown above the code (a file name); inside a code group it is the tab label instead. */
  readonly title?: string;
  /** Number the lines from this value. */
  readonly lineNumbersStart?: number;
  readonly className?: string;
}

/**
 * A code block whose colours were decided at build time: the lines arrive as
 * one piece of markup (the server's and the browser's are the same string),
 * so hydrating a page of code costs a few nodes per block, not one per token.
 */
export default function CodeBlock({ code, layout, language, title, lineNumbersStart, className }: CodeBlockProps): ReactNode {
  const html = useMemo(() => layoutToHtml(code, layout), [code, layout]);
  const pre = useRef<HTMLPreElement>(null);
  const overflowing = useHorizontalOverflow(pre);
  const [wrapped, setWrapped] = useState(false);
  const numbered = lineNumbersStart !== undefined;
  const counterStyle = numbered ? ({ counterReset: `line ${lineNumbersStart - 1}` } as CSSProperties) : undefined;
  // Its height before it is laid out (see .pre in the CSS).
  const lineCount = { '--vx-code-lines': code.split('\n').length } as CSSProperties;

  return (
    <div className={clsx(CODE_BLOCK_CLASS, language && `language-${language}`, styles.block, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre ref={pre} tabIndex={0} className={clsx(styles.pre, wrapped && styles.wrapped)} style={lineCount}>
          <code
            className={clsx(styles.lines, numbered && styles.numbered)}
            style={counterStyle}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </pre>
        <div className={styles.buttons}>
          {(overflowing || wrapped) && <WordWrapButton wrapped={wrapped} onToggle={() => setWrapped(!wrapped)} />}
          <CopyButton code={code} layout={layout} />
        </div>
      </div>
    </div>
  );
}
