import { codeBlockTitle } from './visibleCode';
import { NOT_STATIC, attributeValue, expressionValue, isCommentExpression, type MdxNode, type MdxScope } from './mdxScope';

/**
 * `<CodeBlock language="ts" title="a.ts" showLineNumbers>{`…`}</CodeBlock>`
 * (the theme's CodeBlock, imported from '@theme/CodeBlock' under any name)
 * read as the fenced block it stands for, when its code and props are
 * literals: the build highlights it like a fence (plugins/remark/highlightCode.ts),
 * and the twins and search read its code. Props follow the theme's
 * CodeBlock: `language` (else a `language-*` class), `title`, `metastring`
 * (whose `title="…"`, `{1,3}` and `showLineNumbers` win, as in Docusaurus),
 * `showLineNumbers` (true or the first line's number) and `className`.
 */
export interface CodeBlockElement {
  /** The code, one trailing line break removed (as the theme does). */
  value: string;
  lang: string | undefined;
  /** The metastring, as a fence's meta. */
  meta: string | undefined;
  /** The title: the metastring's, else the `title` prop. */
  title: string | undefined;
  /** `showLineNumbers` as a prop: true, a first line number, or false. */
  showLineNumbers: boolean | number | undefined;
  className: string | undefined;
}

/** Children that render something: MDX keeps `{/* comments *\/}` and whitespace-only text. */
function renderedChildren(element: MdxNode): MdxNode[] {
  return (element.children ?? []).filter(
    (child) =>
      !((child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') && isCommentExpression(child)) &&
      !(child.type === 'text' && !String(child.value ?? '').trim()),
  );
}

/** The block a CodeBlock element stands for; undefined when its code or a prop is not a literal. */
export function codeBlockElement(element: MdxNode, scope: Pick<MdxScope, 'imports' | 'props'>): CodeBlockElement | undefined {
  const children = renderedChildren(element);
  if (children.length !== 1) return undefined;
  const [child] = children;
  if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') return undefined;
  const code = expressionValue(child, scope);
  if (typeof code !== 'string') return undefined;
  if (element.attributes?.some((attribute) => attribute.type !== 'mdxJsxAttribute')) return undefined;

  const props: Record<string, unknown> = {};
  for (const name of ['language', 'title', 'metastring', 'showLineNumbers', 'className']) {
    const value = attributeValue(element, name, scope);
    if (value === NOT_STATIC) return undefined;
    props[name] = value;
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const className = text(props.className);
  const meta = text(props.metastring);
  const lang = (text(props.language) ?? className?.split(/\s+/).find((name) => name.startsWith('language-'))?.slice('language-'.length))?.toLowerCase();
  const showLineNumbers = props.showLineNumbers;
  return {
    value: code.replace(/\r?\n$/, ''),
    lang,
    meta,
    title: codeBlockTitle(meta) ?? text(props.title),
    showLineNumbers: typeof showLineNumbers === 'boolean' || typeof showLineNumbers === 'number' ? showLineNumbers : undefined,
    className,
  };
}
