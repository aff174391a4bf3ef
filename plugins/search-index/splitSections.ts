import { readFile } from 'node:fs/promises';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { createSlugger, parseMarkdownHeadingId, type Slugger } from '@docusaurus/utils';
import remarkDiffLines from '../remark/diffLines';
import type { PageSource } from '../page-sources/collectPages';
import { keywordsOfFile, type SearchKeywords } from '../page-sources/keywords';
import { parseSource, type SourceOptions } from '../page-sources/parseSource';
import { codeBlockTitle, visibleCodeLines } from '../page-sources/visibleCode';

/**
 * Splits one Markdown/MDX file into the page and its heading sections, with
 * the text a reader sees in each: walks the tree in document order, into JSX
 * elements and directives, and starts a section at every heading of level 2
 * to 6. Heading ids are made the way Docusaurus makes them (one slugger per
 * file, `{#custom-id}` and `{/* #custom-id *\/}` honoured), and the build
 * checks them against the rendered HTML (verify.ts).
 */

/** A stretch of visible text; `code` for inline code and code blocks. */
export interface TextRun {
  value: string;
  code: boolean;
}

/** A page or section before it gets its id and its excerpt. */
export interface SplitDocument {
  title: string;
  titles: string[];
  href: string;
  isPage: boolean;
  /** The heading id, for a section. */
  anchor?: string;
  /** The front-matter description, for a page that has one. */
  description?: string;
  /** The front-matter keywords, for a page or section that has them (see page-sources/keywords.ts). */
  keywords?: string[];
  runs: TextRun[];
}

/** The mdast we walk, loosely typed: MDX and directive nodes are not in `mdast`'s union. */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  alt?: string | null;
  name?: string | null;
  attributes?: unknown;
  data?: { estree?: { body: unknown[]; comments?: Array<{ value: string }> } };
}

/** Nodes that render as blocks: their text never runs into a neighbour's. */
const BLOCKS = new Set([
  'paragraph',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'thematicBreak',
  'containerDirective',
  'leafDirective',
  'mdxJsxFlowElement',
  'footnoteDefinition',
]);

/** Collects runs, with one space wherever blocks meet. */
class RunWriter {
  runs: TextRun[] = [];
  private gap = false;

  write(value: string, code = false) {
    if (!value) return;
    if (this.gap && this.runs.length > 0) this.append(' ', false);
    this.gap = false;
    this.append(value, code);
  }

  blockBoundary() {
    this.gap = true;
  }

  private append(value: string, code: boolean) {
    const last = this.runs.at(-1);
    if (last && last.code === code && !code) last.value += value;
    else this.runs.push({ value, code });
  }
}

/** Plain text of runs, whitespace collapsed. */
export function runsToText(runs: readonly TextRun[]): string {
  return runs
    .map((run) => run.value)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a heading shows, `{#id}` already removed. */
function headingText(heading: MdNode): string {
  const walker = new TextWalker(new RunWriter());
  for (const child of heading.children ?? []) walker.walk(child);
  return runsToText(walker.out.runs);
}

/** The text of a heading's trailing comment: `{/* … *\/}` in MDX, `<!-- … -->` in Markdown. */
function trailingComment(last: MdNode | undefined): string | undefined {
  if (last?.type === 'mdxTextExpression') {
    const program = last.data?.estree;
    // Only an expression that is one comment and nothing else.
    if (program && program.body.length === 0 && program.comments?.length === 1) return program.comments[0].value;
  }
  if (last?.type === 'html') return /^<!--([\s\S]*)-->$/.exec(last.value ?? '')?.[1];
  return undefined;
}

/** The id from a trailing `{/* #id *\/}` comment, which is then removed, as Docusaurus does. */
function takeCommentId(heading: MdNode): string | undefined {
  const children = heading.children ?? [];
  const word = trailingComment(children.at(-1))?.trim().split(' ')[0];
  if (!word?.startsWith('#') || word.length < 2) return undefined;
  children.pop();
  const before = children.at(-1);
  if (before?.type === 'text' && before.value !== undefined) before.value = before.value.trimEnd();
  return word.slice(1);
}

/** The id from a trailing `{#id}` (escaped to text by the preprocessing), which is then removed. */
function takeClassicId(heading: MdNode, text: string): string | undefined {
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

/** Gives the heading the id Docusaurus gives it, in the same order, so duplicates match. */
function headingId(heading: MdNode, slugger: Slugger, options: SourceOptions): string {
  const fromComment = takeCommentId(heading);
  if (fromComment) return fromComment;
  const children = heading.children ?? [];
  const textNodes = children.filter((child) => child.type !== 'html' && child.type !== 'jsx');
  const text = toString((textNodes.length > 0 ? textNodes : heading) as Parameters<typeof toString>[0]);
  return takeClassicId(heading, text) ?? slugger.slug(text, { maintainCase: options.maintainCase });
}

function isSimpleTextDirective(node: MdNode): boolean {
  const attributes = node.attributes as Record<string, unknown> | null | undefined;
  return (node.children?.length ?? 0) === 0 && Object.keys(attributes ?? {}).length === 0;
}

/**
 * Writes a tree's visible text in document order. A heading hands over to
 * the writer `onHeading` returns, so what follows it lands in its section,
 * even when the heading sits inside a JSX element or a directive.
 */
class TextWalker {
  constructor(
    public out: RunWriter,
    private readonly onHeading?: (heading: MdNode) => RunWriter,
  ) {}

  /**
   * Only the node types below write text. Others without children write
   * nothing: front matter, import/export, `{expressions}` and `{/* comments *\/}`,
   * HTML, link definitions, footnote marks. Link URLs are attributes, never text.
   */
  walk(node: MdNode) {
    const out = this.out;
    switch (node.type) {
      case 'heading':
        if (this.onHeading) this.out = this.onHeading(node);
        return;
      case 'text':
        out.write(node.value ?? '');
        return;
      case 'inlineCode':
        out.write(node.value ?? '', true);
        return;
      case 'break':
        out.write(' ');
        return;
      case 'image':
      case 'imageReference':
        out.write(node.alt ?? '');
        return;
      case 'code': {
        // Mermaid blocks render as diagrams, not as text.
        if (node.lang === 'mermaid') return;
        out.blockBoundary();
        const title = codeBlockTitle(node.meta);
        if (title) {
          out.write(title);
          out.blockBoundary();
        }
        out.write(visibleCodeLines(node.value ?? '', node.lang, node.meta), true);
        out.blockBoundary();
        return;
      }
      case 'textDirective':
        // Docusaurus prints an unknown bare `:name` back as text.
        if (isSimpleTextDirective(node)) {
          out.write(`:${node.name ?? ''}`);
          return;
        }
        break;
    }
    const block = BLOCKS.has(node.type);
    if (block) this.out.blockBoundary();
    for (const child of node.children ?? []) this.walk(child);
    // A heading inside may have switched writers: close the block in the current one.
    if (block) this.out.blockBoundary();
  }
}

/** The first heading, when it is an h1: Docusaurus' "content title". */
function contentTitle(root: MdNode): string | undefined {
  let found: MdNode | undefined;
  const search = (node: MdNode): boolean => {
    if (node.type === 'heading') {
      found = node;
      return true;
    }
    return (node.children ?? []).some(search);
  };
  search(root);
  if (found?.depth !== 1) return undefined;
  return toString(found as Parameters<typeof toString>[0]).trim() || undefined;
}

/** The tree the search reads: the source, with diff blocks showing what the reader sees. */
function parsePage(source: string, filePath: string, options: SourceOptions): Root {
  const tree = parseSource(source, filePath, options, 'vx-search-index');
  remarkDiffLines()(tree);
  return tree;
}

/** The page document first, then one per heading of level 2 to 6, in document order. */
export function splitSections(source: string, page: PageSource, options: SourceOptions): SplitDocument[] {
  const root = parsePage(source, page.filePath, options) as unknown as MdNode;
  const pageTitle = page.title ?? contentTitle(root) ?? page.permalink;
  const slugger = createSlugger();

  const pageWriter = new RunWriter();
  if (page.description) {
    pageWriter.write(page.description);
    pageWriter.blockBoundary();
  }
  const documents: SplitDocument[] = [
    {
      title: pageTitle,
      titles: [],
      href: page.permalink,
      isPage: true,
      runs: pageWriter.runs,
      ...(page.description ? { description: page.description } : {}),
      ...(page.keywords ? { keywords: page.keywords } : {}),
    },
  ];
  const parents: Array<{ depth: number; title: string }> = [];

  const onHeading = (heading: MdNode): RunWriter => {
    const id = headingId(heading, slugger, options);
    const depth = heading.depth ?? 1;
    // The h1 is the page title: it keeps its slug (so later duplicates count
    // it) but starts no section, and its text is not content.
    if (depth < 2) return walker.out;
    const title = headingText(heading);
    while (parents.length > 0 && parents[parents.length - 1].depth >= depth) parents.pop();
    const writer = new RunWriter();
    const keywords = page.sectionKeywords?.[id];
    documents.push({
      title,
      titles: [pageTitle, ...parents.map((parent) => parent.title)],
      href: `${page.permalink}#${id}`,
      isPage: false,
      anchor: id,
      ...(keywords ? { keywords } : {}),
      runs: writer.runs,
    });
    parents.push({ depth, title });
    return writer;
  };
  const walker = new TextWalker(pageWriter, onHeading);
  walker.walk(root);
  // A renamed heading changes its id: its keywords would be lost without a word.
  const anchors = new Set(documents.map((document) => document.anchor));
  const unknown = Object.keys(page.sectionKeywords ?? {}).filter((anchor) => !anchors.has(anchor));
  if (unknown.length > 0) {
    throw new Error(
      `[vx-search-index] ${page.filePath}: front-matter "section_keywords" names ${unknown.map((anchor) => `"${anchor}"`).join(', ')}, ` +
        `which is not the id of a heading of the page. Its headings' ids: ${[...anchors].filter(Boolean).join(', ')}.`,
    );
  }
  return documents;
}

/** Reads and splits one page's file, naming the file on any failure. */
export async function splitPageFile(page: PageSource, options: SourceOptions): Promise<SplitDocument[]> {
  let source: string;
  try {
    source = await readFile(page.filePath, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`[vx-search-index] Cannot read ${page.filePath} (${page.permalink}): ${reason}`, { cause: error });
  }
  let keywords: SearchKeywords;
  try {
    keywords = await keywordsOfFile(page.filePath, source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`[vx-search-index] Cannot read the front matter of ${page.filePath} (${page.permalink}): ${reason}`, { cause: error });
  }
  return splitSections(source, { ...page, ...keywords }, options);
}
