import path from 'node:path';
import type { Blockquote, Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent, Strong, Text } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { ADMONITION_KEYWORDS } from '../page-sources/parseSource';
import { codeBlockTitle, visibleCodeLines } from '../page-sources/visibleCode';
import { DIFF_FLAG } from '../remark/diffLines';

/**
 * Turns a page's parsed MDX source into the plain Markdown of what a reader
 * sees, for its Markdown twin (`<path>.md`) and llms-full.txt:
 * - a code group becomes one fenced block per tab, each after its label;
 * - steps become numbered headings;
 * - callouts (`:::tip`) become blockquotes that start with their title;
 * - a `<details>` block becomes its summary in bold, then its content;
 * - mermaid blocks stay fenced mermaid (what the diagram is drawn from);
 * - code loses the magic comments a reader never sees; diff blocks stay diffs;
 * - site links and images become absolute URLs, so the text works anywhere.
 * Imports, exports, front matter and `{/* comments *\/}` go. Anything with no
 * Markdown form (another component, a JavaScript expression) fails the build
 * with the file and line, so no JSX ever reaches a twin.
 */

/** The input tree, loosely typed: MDX and directive nodes are not in `mdast`'s union. */
interface SourceNode {
  type: string;
  value?: string;
  children?: SourceNode[];
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number; column: number } };
  data?: { directiveLabel?: boolean; estree?: { body: unknown[]; comments?: unknown[] } };
  [key: string]: unknown;
}

export interface TwinContext {
  /** The source file, for error messages. */
  filePath: string;
  /** The page title, written as the `#` heading when the source has none. */
  title: string;
  /** The page's absolute URL, which relative links resolve against. */
  pageUrl: string;
  /** The site's absolute URL with its base path and no trailing slash: `https://docs.xmtp.org`. */
  siteUrl: string;
  /** The permalink (base path included) of another page's source file, if it is one. */
  permalinkOfFile?: (filePath: string) => string | undefined;
}

export class TwinConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TwinConversionError';
  }
}


/** What a callout shows when it has no title of its own. */
const CALLOUT_TITLES: Record<(typeof ADMONITION_KEYWORDS)[number], string> = {
  secondary: 'Note',
  note: 'Note',
  info: 'Info',
  tip: 'Tip',
  success: 'Success',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

/** Inline HTML elements with a Markdown equivalent. */
const INLINE_ELEMENTS: Record<string, 'strong' | 'emphasis' | 'inlineCode' | 'delete'> = {
  strong: 'strong',
  b: 'strong',
  em: 'emphasis',
  i: 'emphasis',
  code: 'inlineCode',
  kbd: 'inlineCode',
  del: 'delete',
  s: 'delete',
};

const text = (value: string): Text => ({ type: 'text', value });
const strong = (children: PhrasingContent[]): Strong => ({ type: 'strong', children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

class Converter {
  constructor(private readonly context: TwinContext) {}

  fail(node: SourceNode, message: string): never {
    const where = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
    throw new TwinConversionError(
      `[vx-markdown-twins] ${this.context.filePath}${where}: ${message} ` +
        'Every page gets a plain Markdown twin (plugins/markdown-twins/toMarkdown.ts); give this a Markdown form there, or write it in Markdown.',
    );
  }

  children(node: SourceNode): RootContent[] {
    return (node.children ?? []).flatMap((child) => this.node(child));
  }

  phrasing(node: SourceNode): PhrasingContent[] {
    return this.children(node) as PhrasingContent[];
  }

  node(node: SourceNode): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Comments, and (until they get a Markdown form) other expressions, leave nothing.
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      case 'containerDirective':
        return this.callout(node);
      case 'leafDirective':
        return this.fail(node, `The directive ::${node.name ?? ''} has no Markdown form.`);
      case 'textDirective':
        // Docusaurus prints an unknown bare `:name` back as text (a time such as 10:30 parses as one).
        if ((node.children?.length ?? 0) === 0 && !hasAttributes(node)) return [text(`:${node.name ?? ''}`)];
        return this.fail(node, `The directive :${node.name ?? ''} has no Markdown form.`);
      case 'code':
        return [this.code(node, codeBlockTitle(node.meta))];
      case 'heading':
        return [{ type: 'heading', depth: node.depth as Heading['depth'], children: trimEnd(this.phrasing(node)) }];
      case 'link':
      case 'image':
      case 'definition':
        return [{ ...this.copy(node), url: this.url(node, node.url ?? '') } as RootContent];
      case 'html':
        // Markdown (not MDX) files only: comments are hidden, other HTML is valid Markdown as it is.
        return /^<!--[\s\S]*-->$/.test((node.value ?? '').trim()) ? [] : [this.copy(node)];
      default:
        return [this.copy(node)];
    }
  }

  /** The node with its children converted and its position dropped. */
  copy(node: SourceNode): RootContent {
    const { position: _position, children, data: _data, ...rest } = node;
    return (children ? { ...rest, children: this.children(node) } : rest) as unknown as RootContent;
  }

  element(node: SourceNode): RootContent[] {
    const name = node.name ?? '';
    switch (name) {
      case 'CodeGroup':
        return this.codeGroup(node);
      case 'Steps':
        return this.steps(node);
      case 'details':
        return this.details(node);
      case '':
        // A fragment: its content.
        return this.children(node);
      case 'br':
        return [{ type: 'break' }];
    }
    const inline = INLINE_ELEMENTS[name];
    if (inline && node.type === 'mdxJsxTextElement') {
      if (inline === 'inlineCode') return [{ type: 'inlineCode', value: toString(node as Nodes) }];
      return [{ type: inline, children: this.phrasing(node) }];
    }
    if (name === 'a' && node.type === 'mdxJsxTextElement') {
      const href = attribute(node, 'href');
      if (href) return [{ type: 'link', url: this.url(node, href), children: this.phrasing(node) }];
    }
    // A component with no Markdown form of its own: what it wraps.
    return this.children(node);
  }

  /** One labelled fenced block per tab, in tab order. */
  codeGroup(group: SourceNode): RootContent[] {
    return contentChildren(group).flatMap((block) => {
      if (block.type !== 'code') return this.fail(block, 'A <CodeGroup> may only hold fenced code blocks.');
      const label = codeBlockTitle(block.meta) ?? block.lang ?? 'Code';
      return [paragraph([strong([text(label)])]), this.code(block, undefined)];
    });
  }

  /** Each heading at the steps' level gets its number, as the page shows it. */
  steps(steps: SourceNode): RootContent[] {
    const children = contentChildren(steps);
    const level = children.find((child) => child.type === 'heading')?.depth;
    let step = 0;
    return children.flatMap((child) => {
      if (child.type !== 'heading' || child.depth !== level) return this.node(child);
      step += 1;
      const heading: Heading = {
        type: 'heading',
        depth: level as Heading['depth'],
        children: [text(`Step ${step}: `), ...trimEnd(this.phrasing(child))],
      };
      return [heading];
    });
  }

  /** The summary in bold, then everything the disclosure holds, open. */
  details(details: SourceNode): RootContent[] {
    const children = contentChildren(details);
    // `<summary>` on the line after `<details>` parses as a paragraph holding just the element.
    const holder = children.find((child) => child.name === 'summary' || isSummaryParagraph(child));
    const summary = holder?.name === 'summary' ? holder : holder?.children?.[0];
    const rest = children.filter((child) => child !== holder);
    const title = summary ? this.summaryText(summary) : [text('Details')];
    return [paragraph([strong(title)]), ...rest.flatMap((child) => this.node(child))];
  }

  summaryText(summary: SourceNode): PhrasingContent[] {
    // `<summary>Text</summary>` on one line holds text; on its own lines, a paragraph.
    const phrasing = this.children(summary).flatMap((child) =>
      child.type === 'paragraph' ? child.children : [child as PhrasingContent],
    );
    return trimEnd(phrasing);
  }

  /** `:::tip[Title]` → a blockquote whose first line is the title in bold. */
  callout(node: SourceNode): RootContent[] {
    const name = node.name ?? '';
    if (!(name in CALLOUT_TITLES)) return this.fail(node, `The directive :::${name} is not a callout.`);
    const children = node.children ?? [];
    const label = children[0]?.data?.directiveLabel ? children[0] : undefined;
    const title = label ? this.phrasing(label) : [text(CALLOUT_TITLES[name as keyof typeof CALLOUT_TITLES])];
    const body = (label ? children.slice(1) : children).flatMap((child) => this.node(child));
    const quote: Blockquote = {
      type: 'blockquote',
      children: [paragraph([strong(title)]), ...(body as Blockquote['children'])],
    };
    return [quote];
  }

  /**
   * A fenced block as the reader sees it. Mermaid stays mermaid; a diff block
   * is a `diff` block with its +/- lines; other code loses its magic comments
   * and keeps only its title (a file name) from the meta.
   */
  code(node: SourceNode, title: string | undefined): Code {
    const lang = node.lang ?? null;
    const meta = title ? `title=${JSON.stringify(title)}` : null;
    if (lang === 'mermaid') return { type: 'code', lang, meta: null, value: node.value ?? '' };
    if (node.meta && DIFF_FLAG.test(node.meta)) return { type: 'code', lang: 'diff', meta, value: node.value ?? '' };
    return { type: 'code', lang, meta, value: visibleCodeLines(node.value ?? '', lang, node.meta) };
  }

  /** Site paths and other pages' source files become absolute URLs; other URLs stay. */
  url(node: SourceNode, url: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#') || url === '') return url;
    if (url.startsWith('/')) return `${this.context.siteUrl}${url}`;
    const [file, anchor] = splitAnchor(url);
    if (/\.mdx?$/i.test(file)) {
      // Relative to the page's file, whether that path is absolute or relative to the site.
      const linkedFile = path.join(path.dirname(this.context.filePath), decodeURIComponent(file));
      const permalink = this.context.permalinkOfFile?.(linkedFile);
      if (!permalink) return this.fail(node, `The link "${url}" points at no page of the site.`);
      return `${new URL(this.context.siteUrl).origin}${permalink}${anchor}`;
    }
    return new URL(url, this.context.pageUrl).href;
  }
}

function isComment(node: SourceNode): boolean {
  const program = node.data?.estree;
  if (program) return program.body.length === 0 && (program.comments?.length ?? 0) > 0;
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');
}

function isSummaryParagraph(node: SourceNode): boolean {
  const inner = (node.children ?? []).filter((child) => !(child.type === 'text' && !child.value?.trim()));
  return node.type === 'paragraph' && inner.length === 1 && inner[0].name === 'summary';
}

function hasAttributes(node: SourceNode): boolean {
  return Object.keys((node.attributes as unknown as Record<string, unknown> | null) ?? {}).length > 0;
}

function attribute(node: SourceNode, name: string): string | undefined {
  const found = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Children that carry content: MDX keeps `{/* comments *\/}` between blocks. */
function contentChildren(node: SourceNode): SourceNode[] {
  return (node.children ?? []).filter((child) => !(child.type === 'mdxFlowExpression' && isComment(child)));
}

function splitAnchor(url: string): [string, string] {
  const index = url.indexOf('#');
  return index < 0 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/** Drops the space a removed `{/* #id *\/}` leaves at the end of a heading. */
function trimEnd(children: PhrasingContent[]): PhrasingContent[] {
  const last = children.at(-1);
  if (last?.type !== 'text') return children;
  const value = last.value.trimEnd();
  return value ? [...children.slice(0, -1), { ...last, value }] : children.slice(0, -1);
}

function startsWithTitle(children: readonly RootContent[]): boolean {
  const first = children.find((child) => child.type !== 'yaml');
  return first?.type === 'heading' && first.depth === 1;
}

/** Writes a tree as Markdown, the same way for every twin. */
export function renderMarkdown(root: Root): string {
  return toMarkdown(root, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });
}

/** The Markdown twin of a page from its parsed source. */
export function pageToMarkdown(tree: Root, context: TwinContext): string {
  const converter = new Converter(context);
  const children = converter.children(tree as unknown as SourceNode);
  return renderMarkdown({
    type: 'root',
    children: startsWithTitle(children)
      ? children
      : [{ type: 'heading', depth: 1, children: [text(context.title)] }, ...children],
  });
}
