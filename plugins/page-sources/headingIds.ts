import { toString } from 'mdast-util-to-string';
import { createSlugger, parseMarkdownHeadingId, type Slugger } from '@docusaurus/utils';
import type { SourceOptions } from './parseSource';

/**
 * Gives every heading of a parsed file the id Docusaurus gives it, the way
 * its `headings` remark plugin does: one slugger per file, in document
 * order, a trailing `{/* #custom-id *\/}` (or `<!-- #id -->`, or `{#id}` with
 * mdx1Compat) taking precedence and being removed from the heading. The id
 * is stored as `data.id`, as Docusaurus stores it. The search index checks
 * the result against the built HTML (plugins/search-index/verify.ts).
 */

/** A heading, loosely typed like the rest of the trees we read. */
export interface HeadingNode {
  type: string;
  depth?: number;
  value?: string;
  children?: HeadingNode[];
  data?: { id?: string; estree?: { body: unknown[]; comments?: Array<{ value: string }> } | null; [key: string]: unknown };
}

/** The text of a heading's trailing comment: `{/* … *\/}` in MDX, `<!-- … -->` in Markdown. */
function trailingComment(last: HeadingNode | undefined): string | undefined {
  if (last?.type === 'mdxTextExpression') {
    const program = last.data?.estree;
    // Only an expression that is one comment and nothing else.
    if (program && program.body.length === 0 && program.comments?.length === 1) return program.comments[0].value;
  }
  if (last?.type === 'html') return /^<!--([\s\S]*)-->$/.exec(last.value ?? '')?.[1];
  return undefined;
}

/** The id from a trailing `{/* #id *\/}` comment, which is then removed, as Docusaurus does. */
function takeCommentId(heading: HeadingNode): string | undefined {
  const children = heading.children ?? [];
  const word = trailingComment(children.at(-1))?.trim().split(' ')[0];
  if (!word?.startsWith('#') || word.length < 2) return undefined;
  children.pop();
  const before = children.at(-1);
  if (before?.type === 'text' && before.value !== undefined) before.value = before.value.trimEnd();
  return word.slice(1);
}

/** The id from a trailing `{#id}` (escaped to text by the preprocessing), which is then removed. */
function takeClassicId(heading: HeadingNode, text: string): string | undefined {
  const { id } = parseMarkdownHeadingId(text, 'classic');
  if (!id) return undefined;
  const children = heading.children ?? [];
  const last = children.at(-1);
  if (last?.value !== undefined) {
    const rest = parseMarkdownHeadingId(last.value, 'classic').text;
    if (rest || children.length === 1) last.value = rest;
    else children.pop();
  }
  return id;
}

/** The heading's id, made as Docusaurus makes it, in the same order, so duplicates match. */
function headingId(heading: HeadingNode, slugger: Slugger, options: Pick<SourceOptions, 'maintainCase'>): string {
  const fromComment = takeCommentId(heading);
  if (fromComment) return fromComment;
  const children = heading.children ?? [];
  const textNodes = children.filter((child) => child.type !== 'html' && child.type !== 'jsx');
  const text = toString((textNodes.length > 0 ? textNodes : heading) as Parameters<typeof toString>[0]);
  return takeClassicId(heading, text) ?? slugger.slug(text, { maintainCase: options.maintainCase });
}

/**
 * Sets `data.id` on each heading of one file's tree that has none yet.
 * Headings that already have one came from an inlined partial, which
 * Docusaurus compiles, and so slugs, on its own: they never count here.
 */
export function assignHeadingIds(tree: HeadingNode, options: Pick<SourceOptions, 'maintainCase'>): void {
  const slugger = createSlugger();
  const visit = (node: HeadingNode) => {
    if (node.type === 'heading') {
      if (node.data?.id === undefined) node.data = { ...node.data, id: headingId(node, slugger, options) };
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

/** The id assignHeadingIds gave a heading. */
export function idOfHeading(heading: HeadingNode): string | undefined {
  return heading.data?.id;
}
