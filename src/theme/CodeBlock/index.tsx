/**
 * Shadows @theme/CodeBlock (src/theme/swizzles.ts) with our code
 * block (src/components/code/CodeBlock). Why not a wrap: the stock block
 * tokenises every block again in the browser with Prism, which shipped
 * Prism and its languages in every page's main bundle and made hydration walk
 * one React node per token. Here the build has already highlighted fenced
 * blocks (plugins/remark/highlightCode.ts) and passes their lines as `html`.
 *
 * The stock API still works for code given as children: in MDX, literal
 * code is highlighted by the build too; code only known when the page runs
 * (a variable, or `<CodeBlock>` in a React page) shows in one colour, since
 * no tokeniser runs in the browser, and React elements as children are shown
 * as they are, as the stock block shows them.
 */
import React, { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@site/src/components/code/CodeBlock';
import { plainLinesHtml } from '@site/src/code/codeLayout';
import { STATIC_HTML_ATTRIBUTE } from '@site/src/staticHtml/attribute';

interface BuildTimeProps {
  /** Set by the build: the highlighted lines (src/code/codeLayout.ts). */
  readonly html?: string;
  /** Set by the build: the key plugins/static-html reads the lines back by. */
  readonly [STATIC_HTML_ATTRIBUTE]?: string;
  /** The build passes attributes as strings. */
  readonly showLineNumbers?: boolean | number | string;
}

function firstLineNumber(showLineNumbers: BuildTimeProps['showLineNumbers']): number | undefined {
  if (showLineNumbers === undefined || showLineNumbers === false) return undefined;
  if (showLineNumbers === true) return 1;
  const start = Number(showLineNumbers);
  return Number.isFinite(start) ? start : 1;
}

function childrenText(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(childrenText).join('');
  return '';
}

/** A metastring's `title="…"` and `showLineNumbers[=N]`, for code the build could not read (set at run time). */
function fromMetastring(metastring: string | undefined): { title?: string; showLineNumbers?: string | boolean } {
  const title = metastring?.match(/title=(["'])(.*?)\1/)?.[2];
  const numbers = metastring?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  return { title, showLineNumbers: numbers === undefined ? undefined : numbers.includes('=') ? numbers.split('=')[1] : true };
}

export default function CodeBlockGlue(props: Omit<Props, 'children' | 'showLineNumbers'> & BuildTimeProps & { children?: ReactNode }): ReactNode {
  const { html, children, className, language } = props;
  // The build folds a literal block's metastring into these; a block it could not read still has it.
  const meta = html === undefined ? fromMetastring(props.metastring) : {};
  const title = meta.title ?? props.title;
  const showLineNumbers = props.showLineNumbers ?? meta.showLineNumbers;
  const languageFromClass = className?.match(/language-(\S+)/)?.[1];
  const elements = html === undefined && Children.toArray(children).some((child) => isValidElement(child));
  return (
    <CodeBlock
      {...(elements ? { children } : { html: html ?? plainLinesHtml(childrenText(children).replace(/\n$/, '')) })}
      staticHtmlKey={props[STATIC_HTML_ATTRIBUTE]}
      language={language ?? languageFromClass}
      title={typeof title === 'string' ? title : undefined}
      lineNumbersStart={firstLineNumber(showLineNumbers)}
      className={className}
    />
  );
}
