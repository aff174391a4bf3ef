import { readFile } from 'node:fs/promises';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import remarkDiffLines, { DIFF_FLAG, rewriteDiffCode } from '../remark/diffLines';
import { MAGIC_COMMENTS, type MagicComment } from '../remark/magicComments';
import type { PageSource } from '../page-sources/collectPages';
import { keywordsOfFile, type SearchKeywords } from '../page-sources/keywords';
import type { SourceOptions } from '../page-sources/parseSource';
import { codeBlockTitle, visibleCodeLines } from '../page-sources/visibleCode';
import { idOfHeading } from '../page-sources/headingIds';
import { loadPageTree, partialScope, type PageTreeOptions } from '../page-sources/pageTree';
import { codeBlockElement } from '../page-sources/codeBlockElement';
import { NOT_STATIC, attributeValue, componentKind, expressionValue, isCommentExpression, type MdxScope } from '../page-sources/mdxScope';

/**
 * Splits one Markdown/MDX file into the page and its heading sections, with
 * the text a reader sees in each: walks the tree in document order, into JSX
 * elements, directives and imported partials (inlined by
 * page-sources/pageTree.ts), and starts a section at every heading of level
 * 2 to 6. The theme's components count by what they show: a tab's label and
 * content, a `<CodeBlock>`'s title and code, an `<Admonition>`'s title; an
 * `{expression}` counts when the build knows its text (a string literal, a
 * partial's `props.x`). Heading ids are made the way Docusaurus makes them
 * (page-sources/headingIds.ts: one slugger per file, a partial's headings by
 * its own), and the build checks them against the rendered HTML (verify.ts).
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
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  data?: { estree?: { body: Array<{ type: string; [key: string]: unknown }>; comments?: Array<{ value: string }> } | null; id?: string };
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

/** What a heading shows (its `{#id}` already removed), read in its file's scope. */
function headingText(heading: MdNode, scope: MdxScope): string {
  const walker = new TextWalker(new RunWriter(), scope);
  for (const child of heading.children ?? []) walker.walk(child);
  return runsToText(walker.out.runs);
}

function isSimpleTextDirective(node: MdNode): boolean {
  const attributes = node.attributes as unknown as Record<string, unknown> | null | undefined;
  return (node.children?.length ?? 0) === 0 && Object.keys(attributes ?? {}).length === 0;
}

/** How code reads: the site's magic comments (plugins/remark/codeConfig.ts). */
export interface CodeReading {
  magicComments: readonly MagicComment[];
}

/**
 * Writes a tree's visible text in document order. A heading hands over to
 * the writer `onHeading` returns, so what follows it lands in its section,
 * even when the heading sits inside a JSX element, a directive or a partial.
 */
class TextWalker {
  constructor(
    public out: RunWriter,
    private scope: MdxScope,
    private readonly code: CodeReading = { magicComments: MAGIC_COMMENTS },
    private readonly onHeading?: (heading: MdNode, scope: MdxScope) => RunWriter,
  ) {}

  /** A static attribute as text, if it is one. */
  private attributeText(node: MdNode, name: string): string | undefined {
    const value = attributeValue(node, name, this.scope);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }

  private writeCode(value: string, lang: string | null | undefined, meta: string | null | undefined, title: string | undefined) {
    const out = this.out;
    out.blockBoundary();
    if (title) {
      out.write(title);
      out.blockBoundary();
    }
    out.write(visibleCodeLines(value, lang, meta, this.code.magicComments), true);
    out.blockBoundary();
  }

  /** What a theme component shows besides its children; true when that is all it shows. */
  private component(node: MdNode): boolean {
    switch (componentKind(node.name, this.scope)) {
      case 'head':
        // Page metadata, not text.
        return true;
      case 'codeBlock': {
        const block = codeBlockElement(node, this.scope);
        if (!block) return false;
        const diff = block.meta !== undefined && DIFF_FLAG.test(block.meta) && block.lang !== 'diff';
        this.writeCode(diff ? rewriteDiffCode(block.value, block.lang) : block.value, block.lang, block.meta, block.title);
        return true;
      }
      case 'admonition':
      case 'details': {
        // An <Admonition title>, a <Details summary>: shown above the content.
        const title = this.attributeText(node, componentKind(node.name, this.scope) === 'admonition' ? 'title' : 'summary');
        if (title) {
          this.out.blockBoundary();
          this.out.write(title);
          this.out.blockBoundary();
        }
        return false;
      }
      case 'tabItem': {
        // The tab shows its label, else its value.
        const label = this.attributeText(node, 'label') ?? this.attributeText(node, 'value');
        if (label) {
          this.out.blockBoundary();
          this.out.write(label);
          this.out.blockBoundary();
        }
        return false;
      }
      case 'themedImage': {
        const alt = this.attributeText(node, 'alt');
        if (alt) this.out.write(alt);
        return true;
      }
      default:
        if (node.name === 'img') {
          const alt = this.attributeText(node, 'alt');
          if (alt) this.out.write(alt);
          return true;
        }
        return false;
    }
  }

  /**
   * Only the node types below write text. Others without children write
   * nothing: front matter, import/export, `{expressions}` the build cannot
   * know and `{/* comments *\/}`, HTML, link definitions, footnote marks. Link
   * URLs are attributes, never text.
   */
  walk(node: MdNode) {
    const out = this.out;
    const inPartial = partialScope(node);
    if (inPartial) {
      const outer = this.scope;
      this.scope = inPartial;
      for (const child of node.children ?? []) this.walk(child);
      this.scope = outer;
      return;
    }
    switch (node.type) {
      case 'heading':
        if (this.onHeading) this.out = this.onHeading(node, this.scope);
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
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        if (isCommentExpression(node)) return;
        const value = expressionValue(node, this.scope);
        if (value !== NOT_STATIC && (typeof value === 'string' || typeof value === 'number')) {
          if (node.type === 'mdxFlowExpression') out.blockBoundary();
          out.write(String(value));
        }
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (this.component(node)) return;
        break;
      case 'code': {
        // Mermaid blocks render as diagrams, not as text.
        if (node.lang === 'mermaid') return;
        this.writeCode(node.value ?? '', node.lang, node.meta, codeBlockTitle(node.meta));
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

/** Where partials are found and how files parse; by default the page's own options, `@site/` the working folder. */
export interface SplitOptions {
  siteDir?: string;
  sourceOptions?: PageTreeOptions['sourceOptions'];
  code?: CodeReading;
}

/** The tree the search reads: the source with its partials, and diff blocks showing what the reader sees. */
function parsePage(source: string, filePath: string, options: SourceOptions, split: SplitOptions) {
  const page = loadPageTree(source, filePath, {
    siteDir: split.siteDir ?? process.cwd(),
    sourceOptions: split.sourceOptions ?? (() => options),
    plugin: 'vx-search-index',
  });
  remarkDiffLines()(page.tree);
  return page;
}

/** The page document first, then one per heading of level 2 to 6, in document order. */
export function splitSections(source: string, page: PageSource, options: SourceOptions, split: SplitOptions = {}): SplitDocument[] {
  const { tree, scope } = parsePage(source, page.filePath, options, split);
  const root = tree as unknown as MdNode;
  const pageTitle = page.title ?? contentTitle(root) ?? page.permalink;

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

  const onHeading = (heading: MdNode, headingScope: MdxScope): RunWriter => {
    const depth = heading.depth ?? 1;
    // The h1 is the page title: it starts no section, and its text is not content.
    if (depth < 2) return walker.out;
    const id = idOfHeading(heading);
    if (id === undefined) throw new Error(`[vx-search-index] ${page.filePath}: a heading has no id.`);
    const title = headingText(heading, headingScope);
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
  const walker = new TextWalker(pageWriter, scope, split.code, onHeading);
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
export async function splitPageFile(page: PageSource, options: SourceOptions, split: SplitOptions = {}): Promise<SplitDocument[]> {
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
  return splitSections(source, { ...page, ...keywords }, options, split);
}
