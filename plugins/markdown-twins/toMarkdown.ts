import path from 'node:path';
import type { Blockquote, Code, Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Strong, Text } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { ADMONITION_KEYWORDS } from '../page-sources/parseSource';
import { codeBlockTitle, visibleCodeLines } from '../page-sources/visibleCode';
import { codeBlockElement } from '../page-sources/codeBlockElement';
import { idOfHeading } from '../page-sources/headingIds';
import { partialScope } from '../page-sources/pageTree';
import {
  NOT_STATIC,
  attributeValue,
  componentKind,
  expressionOf,
  expressionValue,
  importsOf,
  isCommentExpression,
  type EsNode,
  type MdxNode,
  type MdxScope,
} from '../page-sources/mdxScope';
import { MAGIC_COMMENTS, type MagicComment } from '../remark/magicComments';
import { DIFF_FLAG } from '../remark/diffLines';
import { formatLongDate, parseAuthors } from '../../src/components/mdx/Authors/parseAuthors';

/**
 * Turns a page's parsed MDX source (plugins/page-sources/pageTree.ts:
 * partials inlined, headings with their ids) into the plain Markdown of what
 * a reader sees, for its Markdown twin (`<path>.md`) and llms-full.txt:
 * - a code group becomes one fenced block per tab, each after its label;
 *   `<Tabs>` becomes a section per tab: its label in bold, then its content;
 * - steps become numbered headings;
 * - callouts (`:::tip`, `<Admonition>`) become blockquotes that start with their title;
 * - a `<details>` block becomes its summary in bold, then its content;
 * - `<CodeBlock>` becomes a fenced block; `<TOCInline>` a list of links to
 *   the page's headings; `<DocCardList>` a list of links with descriptions;
 *   `<Link>` a link; `<ThemedImage>` its light image; `<head>` nothing;
 * - mermaid blocks stay fenced mermaid (what the diagram is drawn from);
 * - code loses the magic comments a reader never sees; diff blocks stay diffs;
 * - site links and images become absolute URLs, so the text works anywhere.
 * Theme components are recognised by the module they are imported from,
 * whatever the page calls them. Imports, exports, front matter and
 * `{/* comments *\/}` go. A component of the writer's own keeps what it wraps,
 * and an expression the build cannot know is left out: each with a warning
 * (`warn`) naming the file and line, once per component per file. What would
 * make a twin wrong rather than partial (a directive that is no callout, a
 * link to no page) fails the build with the file and line.
 */

/** The input tree, loosely typed: MDX and directive nodes are not in `mdast`'s union. */
interface SourceNode extends MdxNode {
  value?: string;
  children?: SourceNode[];
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  alt?: string | null;
  position?: { start: { line: number; column: number } };
  data?: MdxNode['data'] & { directiveLabel?: boolean; id?: string };
  [key: string]: unknown;
}

/** A card of `<DocCardList>`: a sidebar item as the theme's DocCard shows it. */
export interface DocCard {
  title: string;
  /** Route path with the base path, or another site's URL. */
  href: string;
  description?: string;
}

/** An item of the `items` prop of `<DocCardList>`, as Docusaurus' sidebar props give it. */
interface SidebarItemProp {
  type?: string;
  label?: string;
  href?: string;
  docId?: string;
  description?: string;
  items?: SidebarItemProp[];
}

export interface TwinContext {
  /** The source file, relative to the site: for messages, and the file links resolve against. */
  filePath: string;
  /** The page title, written as the `#` heading when the source has none. */
  title: string;
  /** The page's absolute URL, which relative links resolve against. */
  pageUrl: string;
  /** The site's absolute URL with its base path and no trailing slash: `https://docs.xmtp.org`. */
  siteUrl: string;
  /**
   * The permalink (base path included) of the page a Markdown file link
   * (`./setup.md`, `/setup.md`, `@site/docs/setup.md`; no #anchor) names,
   * written in `fromFile` (relative to the site), if it names one.
   */
  permalinkOfLink?: (link: string, fromFile: string) => string | undefined;
  /**
   * Told of each relative link or image that is no page (`./img/chart.png`):
   * the file it names (absolute) and the URL path the twin gives it, where
   * the build must put a copy (Docusaurus puts its own under /assets/ by a
   * hash the twins cannot know).
   */
  onSourceFile?: (filePath: string, urlPath: string) => void;
  /** The page's own scope (from loadPageTree); by default read from the tree. */
  scope?: MdxScope;
  /**
   * What `<DocCardList />` shows with no `items`: the items of the sidebar
   * category the page is in (else of its whole sidebar); undefined for a
   * page in no sidebar.
   */
  sidebarCards?: readonly DocCard[];
  /** A doc's description, for cards of an `items` prop that name a doc. */
  docDescription?: (docId: string) => string | undefined;
  /** A category card's description when it has none: "3 items". */
  categoryItemsDescription?: (count: number) => string;
  /** `<TOCInline>`'s default heading levels (`themeConfig.tableOfContents`): 2 to 3 unless set. */
  tocLevels?: { min: number; max: number };
  /** The site's magic comments (plugins/remark/codeConfig.ts), removed from code. */
  magicComments?: readonly MagicComment[];
  /** `prism.defaultLanguage`: the language of a block that names none. */
  defaultLanguage?: string;
  /** Receives each warning: a component or expression the twin can only show in part. */
  warn?: (message: string) => void;
}

export class TwinConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TwinConversionError';
  }
}

type CalloutType = (typeof ADMONITION_KEYWORDS)[number];

/** What a callout shows when it has no title of its own. */
const CALLOUT_TITLES: Record<CalloutType, string> = {
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

/** The site's own MDX components (src/theme/MDXComponents.tsx) that have a Markdown form here. */
const SITE_COMPONENTS = new Set(['CodeGroup', 'Steps', 'Authors', 'Sponsors', 'BlogPosts']);

/** Docusaurus' hooks that give the current sidebar category's items, for `<DocCardList items={…} />`. */
const CURRENT_CATEGORY_HOOKS = new Set(['useCurrentSidebarCategory', 'useCurrentSidebarSiblings']);

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'html',
]);

const text = (value: string): Text => ({ type: 'text', value });
const strong = (children: PhrasingContent[]): Strong => ({ type: 'strong', children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const listItem = (children: ListItem['children']): ListItem => ({ type: 'listItem', spread: false, children });
const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

class Converter {
  private scope: MdxScope;
  /** Warnings already given, by what they are about, so each is given once per file. */
  private readonly warned = new Set<string>();

  constructor(
    private readonly context: TwinContext,
    private readonly root: SourceNode,
  ) {
    this.scope = context.scope ?? {
      file: context.filePath,
      absolutePath: context.filePath,
      imports: importsOf(root),
    };
  }

  where(node: SourceNode): string {
    const line = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
    return `${this.scope.file}${line}`;
  }

  fail(node: SourceNode, message: string): never {
    throw new TwinConversionError(
      `[vx-markdown-twins] ${this.where(node)}: ${message} ` +
        'Every page gets a plain Markdown twin (plugins/markdown-twins/toMarkdown.ts); give this a Markdown form there, or write it in Markdown.',
    );
  }

  /** Warns once per file about `subject` (a component's name, or a kind of expression). */
  warn(node: SourceNode, subject: string, message: string): void {
    const key = `${this.scope.file}\n${subject}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.context.warn?.(`[vx-markdown-twins] ${this.where(node)}: ${message}`);
  }

  children(node: SourceNode): RootContent[] {
    return (node.children ?? []).flatMap((child) => this.node(child));
  }

  phrasing(node: SourceNode): PhrasingContent[] {
    return this.children(node) as PhrasingContent[];
  }

  /** Converted children as blocks: runs of inline content a flow element holds become paragraphs. */
  blocks(node: SourceNode): RootContent[] {
    return asBlocks(this.children(node));
  }

  node(node: SourceNode): RootContent[] {
    const inPartial = partialScope(node);
    if (inPartial) return this.within(inPartial, () => this.children(node));
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.expression(node);
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
        return [this.code({ value: node.value ?? '', lang: node.lang ?? undefined, meta: node.meta ?? undefined }, codeBlockTitle(node.meta))];
      case 'heading':
        return [{ type: 'heading', depth: node.depth as Heading['depth'], children: trimEnd(this.phrasing(node)) }];
      case 'link':
      case 'image':
      case 'definition':
        return [{ ...this.copy(node), url: this.url(node, node.url ?? '') } as RootContent];
      case 'html': {
        // Markdown (not MDX) files only: comments are hidden, and so is a <head>
        // block (Docusaurus moves it into the page's head); other HTML is valid Markdown as it is.
        const html = (node.value ?? '').trim();
        return /^<!--[\s\S]*-->$/.test(html) || /^<head[\s>][\s\S]*<\/head>$/i.test(html) ? [] : [this.copy(node)];
      }
      default:
        return [this.copy(node)];
    }
  }

  /** Converts inside another file's scope (an inlined partial). */
  within<T>(scope: MdxScope, convert: () => T): T {
    const outer = this.scope;
    this.scope = scope;
    try {
      return convert();
    } finally {
      this.scope = outer;
    }
  }

  /** The node with its children converted and its position dropped. */
  copy(node: SourceNode): RootContent {
    const { position: _position, children, data: _data, ...rest } = node;
    return (children ? { ...rest, children: this.children(node) } : rest) as unknown as RootContent;
  }

  /**
   * `{…}`: nothing for a comment (or a value React renders as nothing); the
   * text of a string or number the build can know (a literal, a partial's
   * `props.x`); otherwise nothing, with a warning.
   */
  expression(node: SourceNode): RootContent[] {
    if (isCommentExpression(node)) return [];
    const value = expressionValue(node, this.scope);
    if (value === null || value === undefined || typeof value === 'boolean') return [];
    if (typeof value === 'string' || typeof value === 'number') {
      const content = text(String(value));
      return node.type === 'mdxFlowExpression' ? [paragraph([content])] : [content];
    }
    this.warn(
      node,
      'expression',
      `the expression {${oneLine(String(node.value ?? ''))}} is left out of the page's Markdown twin (and llms-full.txt): ` +
        'the build cannot know its value. Write its text in the page, or a string literal.',
    );
    return [];
  }

  /** A static attribute value as text; undefined when absent or not a string. */
  text(node: SourceNode, name: string): string | undefined {
    const value = attributeValue(node, name, this.scope);
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  }

  element(node: SourceNode): RootContent[] {
    const name = node.name ?? '';
    switch (componentKind(name, this.scope)) {
      case 'tabs':
        return this.tabs(node);
      case 'tabItem':
        // Outside <Tabs>: its content.
        return this.blocks(node);
      case 'codeBlock':
        return this.codeBlock(node);
      case 'admonition':
        return this.admonition(node);
      case 'tocInline':
        return this.tocInline(node);
      case 'docCardList':
        return this.docCardList(node);
      case 'themedImage':
        return this.themedImage(node);
      case 'details':
        return this.details(node);
      case 'link':
        return this.link(node, this.text(node, 'to') ?? this.text(node, 'href'));
      case 'head':
        // Page metadata: nothing a reader of the text sees.
        return [];
      case 'partial':
        // Inlined by loadPageTree; a tree read without it still converts.
        return this.blocks(node);
      case undefined:
        break;
    }
    if (!this.scope.imports.has(name)) {
      switch (name) {
        case 'CodeGroup':
          return this.codeGroup(node);
        case 'Steps':
          return this.steps(node);
        case 'Authors':
          return this.authors(node);
        case 'Sponsors':
          return this.sponsors(node);
        case 'BlogPosts':
          return this.blogPosts(node);
      }
    }
    switch (name) {
      case '':
        // A fragment: its content.
        return this.children(node);
      case 'br':
        return [{ type: 'break' }];
      case 'a':
        return this.link(node, this.text(node, 'href'));
      case 'img':
        return this.image(node, attributeValue(node, 'src', this.scope), this.text(node, 'alt'));
    }
    const inline = INLINE_ELEMENTS[name];
    if (inline && node.type === 'mdxJsxTextElement') {
      if (inline === 'inlineCode') return [{ type: 'inlineCode', value: toString(node as Nodes) }];
      return [{ type: inline, children: this.phrasing(node) }];
    }
    if (/^[A-Z]|\./.test(name) && !SITE_COMPONENTS.has(name)) {
      this.warn(
        node,
        `<${name}>`,
        `<${name}> has no Markdown form: the page's Markdown twin (and llms-full.txt) shows only the text it wraps. ` +
          'Write what it shows in Markdown, or use a theme component the twins know.',
      );
    }
    // An HTML element, or a component with no Markdown form of its own: what it wraps.
    return node.type === 'mdxJsxFlowElement' ? this.blocks(node) : this.children(node);
  }

  /** Phrasing content, as a paragraph when the element stands on its own lines. */
  inline(node: SourceNode, content: PhrasingContent[]): RootContent[] {
    return node.type === 'mdxJsxFlowElement' ? [paragraph(content)] : content;
  }

  /** `<Link to>` and `<a href>`: a link; without a URL the build can know, its text (with a warning). */
  link(node: SourceNode, href: string | undefined): RootContent[] {
    const content = node.type === 'mdxJsxFlowElement' ? asPhrasing(this.children(node)) : this.phrasing(node);
    if (href === undefined) {
      if (node.name !== 'a') this.warn(node, `<${node.name}> href`, `the link <${node.name}> has no literal \`to\` or \`href\`: the Markdown twin keeps its text only.`);
      return this.inline(node, content);
    }
    return this.inline(node, [{ type: 'link', url: this.url(node, href), children: content }]);
  }

  /** `<img src>` (a path, or `useBaseUrl('/img/…')`): an image. */
  image(node: SourceNode, src: unknown, alt: string | undefined): RootContent[] {
    if (typeof src !== 'string') {
      this.warn(node, `<${node.name}> src`, `the image <${node.name}> has no src the build can know: it is left out of the Markdown twin. Use a path or useBaseUrl('/img/…').`);
      return [];
    }
    return this.inline(node, [{ type: 'image', url: this.url(node, src), alt: alt ?? '' }]);
  }

  /** `<ThemedImage sources={{ light, dark }}>`: the light image. */
  themedImage(node: SourceNode): RootContent[] {
    const sources = attributeValue(node, 'sources', this.scope) as { light?: unknown; dark?: unknown } | typeof NOT_STATIC | undefined;
    const src = sources && sources !== NOT_STATIC && typeof sources === 'object' ? (sources.light ?? sources.dark) : undefined;
    return this.image(node, src, this.text(node, 'alt'));
  }

  /** A section per tab, in order: the tab's label in bold, then its content. */
  tabs(node: SourceNode): RootContent[] {
    const values = attributeValue(node, 'values', this.scope);
    const labels = new Map<string, string>();
    if (Array.isArray(values)) {
      for (const entry of values as Array<{ value?: unknown; label?: unknown }>) {
        if (typeof entry?.value === 'string' && typeof entry.label === 'string') labels.set(entry.value, entry.label);
      }
    }
    // Tab items written on the lines of their text (`<TabItem value="a">Text</TabItem>`) sit in a paragraph.
    const isTabItem = (child: SourceNode) => componentKind(child.name, this.scope) === 'tabItem';
    const items = contentChildren(node).flatMap((child) => {
      const inner = child.type === 'paragraph' ? contentChildren(child) : [];
      return inner.length > 0 && inner.every(isTabItem) ? inner : [child];
    });
    return items.flatMap((child) => {
      if (!isTabItem(child)) return this.node(child);
      const value = this.text(child, 'value');
      const label = this.text(child, 'label') ?? (value !== undefined ? labels.get(value) : undefined) ?? value ?? 'Tab';
      return [paragraph([strong([text(label)])]), ...this.blocks(child)];
    });
  }

  /** `<CodeBlock>` with literal code: a fenced block with its language and title. */
  codeBlock(node: SourceNode): RootContent[] {
    const block = codeBlockElement(node, this.scope);
    if (block) return [this.code({ value: block.value, lang: block.lang, meta: block.meta }, block.title)];
    // JSX children show as the code's text; a value the build cannot know is left out.
    const children = contentChildren(node);
    if (children.length > 0 && children.every((child) => !child.type.startsWith('mdx') || child.type.startsWith('mdxJsx'))) {
      const lang = this.text(node, 'language');
      return [this.code({ value: toString(node as Nodes).trim(), lang, meta: undefined }, this.text(node, 'title'))];
    }
    this.warn(node, `<${node.name}> code`, `the code of <${node.name}> is not a literal the build can read: it is left out of the Markdown twin. Write it as a template string ({\`…\`}) or a fenced block.`);
    return [];
  }

  /** `<Admonition type title>`: a labelled quote, like a `:::` callout. */
  admonition(node: SourceNode): RootContent[] {
    const type = this.text(node, 'type') ?? 'note';
    const title = this.text(node, 'title');
    const label = title !== undefined ? [text(title)] : [text(CALLOUT_TITLES[type as CalloutType] ?? 'Info')];
    return [this.quote(label, this.blocks(node))];
  }

  /** `<TOCInline toc={toc} />`: a list of links to the page's headings within its levels. */
  tocInline(node: SourceNode): RootContent[] {
    const toc = node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'toc');
    const tocExpression = toc && typeof toc.value === 'object' ? expressionOf(toc.value as SourceNode) : undefined;
    if (tocExpression?.type !== 'Identifier' || tocExpression.name !== 'toc') {
      this.warn(node, `<${node.name}> toc`, `<${node.name}> lists headings the twin cannot know (its toc is not the page's \`toc\`): it is left out of the Markdown twin.`);
      return [];
    }
    const level = (name: string, fallback: number) => {
      const value = attributeValue(node, name, this.scope);
      return typeof value === 'number' ? value : fallback;
    };
    const min = level('minHeadingLevel', this.context.tocLevels?.min ?? 2);
    const max = level('maxHeadingLevel', this.context.tocLevels?.max ?? 3);
    const headings = this.headings().filter((heading) => heading.depth >= min && heading.depth <= max);
    // Nest each heading under the nearest one before it of a higher level, as the theme's TOC does.
    const top: ListItem[] = [];
    const open: Array<{ depth: number; item: ListItem }> = [];
    for (const heading of headings) {
      while (open.length > 0 && open[open.length - 1].depth >= heading.depth) open.pop();
      const item = listItem([paragraph([{ type: 'link', url: `${this.context.pageUrl}#${heading.id}`, children: [text(heading.text)] }])]);
      const parent = open.at(-1)?.item;
      if (parent) {
        const sublist = parent.children.find((child): child is List => child.type === 'list') ?? list([]);
        if (!parent.children.includes(sublist)) parent.children.push(sublist);
        sublist.children.push(item);
      } else {
        top.push(item);
      }
      open.push({ depth: heading.depth, item });
    }
    return top.length > 0 ? [list(top)] : [];
  }

  /** The page's headings from level 2, partials' included, as the page's `toc` lists them. */
  headings(): Array<{ depth: number; id: string; text: string }> {
    const found: Array<{ depth: number; id: string; text: string }> = [];
    const visit = (node: SourceNode) => {
      const inPartial = partialScope(node);
      if (inPartial) {
        this.within(inPartial, () => node.children?.forEach(visit));
        return;
      }
      if (node.type === 'heading') {
        const id = idOfHeading(node);
        if (id === undefined) throw new Error('[vx-markdown-twins] Headings have no ids: read pages with loadPageTree (plugins/page-sources/pageTree.ts).');
        const content = oneLine(toString({ type: 'paragraph', children: trimEnd(this.phrasing(node)) } as Nodes));
        if ((node.depth ?? 1) >= 2 && content) found.push({ depth: node.depth ?? 2, id, text: content });
        return;
      }
      node.children?.forEach(visit);
    };
    visit(this.root);
    return found;
  }

  /** `<DocCardList />`: a list of links to the current sidebar category's items, with their descriptions. */
  docCardList(node: SourceNode): RootContent[] {
    const items = node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'items');
    let cards: readonly DocCard[] | undefined;
    if (!items || this.isCurrentCategoryItems(items.value)) {
      cards = this.context.sidebarCards;
      if (!cards) {
        this.warn(node, `<${node.name}>`, `<${node.name}> lists the cards of the page's sidebar, and this page is in none: it is left out of the Markdown twin.`);
        return [];
      }
    } else {
      const value = attributeValue(node, 'items', this.scope);
      if (!Array.isArray(value)) {
        this.warn(node, `<${node.name}> items`, `the items of <${node.name}> are not a literal the build can read: the list is left out of the Markdown twin.`);
        return [];
      }
      cards = (value as SidebarItemProp[]).flatMap((item) => this.cardOf(item));
    }
    const entries = cards.map((card) =>
      listItem([
        paragraph([
          { type: 'link', url: this.url(node, card.href), children: [text(card.title)] },
          ...(card.description ? [text(`: ${oneLine(card.description)}`)] : []),
        ]),
      ]),
    );
    return entries.length > 0 ? [list(entries)] : [];
  }

  /** `useCurrentSidebarCategory().items` (or `useCurrentSidebarSiblings()`), by whatever name the file imports it. */
  isCurrentCategoryItems(value: unknown): boolean {
    let expression = typeof value === 'object' && value !== null ? expressionOf(value as SourceNode) : undefined;
    if (expression?.type === 'MemberExpression' && (expression.property as EsNode).name === 'items') expression = expression.object as EsNode;
    if (expression?.type !== 'CallExpression') return false;
    const callee = expression.callee as EsNode;
    const binding = callee.type === 'Identifier' ? this.scope.imports.get(callee.name as string) : undefined;
    return binding !== undefined && CURRENT_CATEGORY_HOOKS.has(binding.imported);
  }

  /** The card of a sidebar item given as a literal (`{ type: 'link', label, href, docId? }`). */
  cardOf(item: SidebarItemProp): DocCard[] {
    if (typeof item?.label !== 'string') return [];
    if (item.type === 'link' && typeof item.href === 'string') {
      const description = item.description ?? (item.docId ? this.context.docDescription?.(item.docId) : undefined);
      return [{ title: item.label, href: item.href, ...(description ? { description } : {}) }];
    }
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items ?? []);
      if (!href) return [];
      const description = item.description ?? this.context.categoryItemsDescription?.((item.items ?? []).length);
      return [{ title: item.label, href, ...(description ? { description } : {}) }];
    }
    return [];
  }

  /** `<Authors authors date />`: the byline as text. */
  authors(node: SourceNode): RootContent[] {
    const authors = attributeValue(node, 'authors', this.scope);
    const date = this.text(node, 'date');
    if (authors === NOT_STATIC) {
      this.warn(node, '<Authors>', 'the authors of <Authors> are not a literal the build can read: the byline is left out of the Markdown twin.');
      return [];
    }
    const people = parseAuthors(typeof authors === 'string' || Array.isArray(authors) ? (authors as string | string[]) : undefined);
    const day = date ? formatLongDate(date) : undefined;
    const names: PhrasingContent[] = people.flatMap((person, index) => [
      ...(index > 0 ? [text(index === people.length - 1 ? ' and ' : ', ')] : []),
      person.url ? { type: 'link' as const, url: person.url, children: [text(person.text)] } : text(person.text),
    ]);
    const byline: PhrasingContent[] = [...(day ? [text(day)] : []), ...(day && names.length > 0 ? [text(' · ')] : []), ...(names.length > 0 ? [text('By '), ...names] : [])];
    return byline.length > 0 ? [paragraph(byline)] : [];
  }

  /** `<Sponsors groups>`: each group's name in bold, then a list of its sponsors' links. */
  sponsors(node: SourceNode): RootContent[] {
    const groups = attributeValue(node, 'groups', this.scope);
    if (!Array.isArray(groups)) {
      this.warn(node, '<Sponsors>', 'the groups of <Sponsors> are not a literal the build can read: they are left out of the Markdown twin.');
      return [];
    }
    return (groups as Array<{ name?: string; items?: Array<Array<{ name?: string; link?: string }>> }>).flatMap((group) => {
      const sponsors = (group.items ?? []).flat().filter((sponsor) => typeof sponsor?.name === 'string');
      return [
        paragraph([strong([text(String(group.name ?? ''))])]),
        list(sponsors.map((sponsor) => listItem([paragraph(sponsor.link ? [{ type: 'link', url: sponsor.link, children: [text(sponsor.name!)] }] : [text(sponsor.name!)])]))),
      ];
    });
  }

  /** `<BlogPosts posts>`: a list of the posts' links with their descriptions (nothing without posts). */
  blogPosts(node: SourceNode): RootContent[] {
    const posts = attributeValue(node, 'posts', this.scope);
    if (posts === undefined) return [];
    if (!Array.isArray(posts)) {
      this.warn(node, '<BlogPosts>', 'the posts of <BlogPosts> are not a literal the build can read: they are left out of the Markdown twin.');
      return [];
    }
    const entries = (posts as Array<{ path?: string; title?: string; description?: string }>)
      .filter((post) => typeof post?.path === 'string' && typeof post.title === 'string')
      .map((post) =>
        listItem([paragraph([{ type: 'link', url: this.url(node, post.path!), children: [text(post.title!)] }, ...(post.description ? [text(`: ${oneLine(post.description)}`)] : [])])]),
      );
    return entries.length > 0 ? [list(entries)] : [];
  }

  /** One labelled fenced block per tab, in tab order. */
  codeGroup(group: SourceNode): RootContent[] {
    return contentChildren(group).flatMap((block) => {
      if (block.type !== 'code') return this.fail(block, 'A <CodeGroup> may only hold fenced code blocks.');
      const label = codeBlockTitle(block.meta) ?? block.lang ?? 'Code';
      return [paragraph([strong([text(label)])]), this.code({ value: block.value ?? '', lang: block.lang ?? undefined, meta: block.meta ?? undefined }, undefined)];
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
    // The theme's <Details> also takes its summary as a prop.
    const summaryProp = this.text(details, 'summary');
    const title = summary ? this.summaryText(summary) : [text(summaryProp ?? 'Details')];
    return [paragraph([strong(title)]), ...asBlocks(rest.flatMap((child) => this.node(child)))];
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
    const title = label ? this.phrasing(label) : [text(CALLOUT_TITLES[name as CalloutType])];
    const body = (label ? children.slice(1) : children).flatMap((child) => this.node(child));
    return [this.quote(title, body)];
  }

  quote(title: PhrasingContent[], body: RootContent[]): Blockquote {
    return { type: 'blockquote', children: [paragraph([strong(title)]), ...(asBlocks(body) as Blockquote['children'])] };
  }

  /**
   * A fenced block as the reader sees it. Mermaid stays mermaid; a diff block
   * is a `diff` block with its +/- lines; other code loses its magic comments
   * and keeps only its title (a file name) from the meta.
   */
  code(node: { value: string; lang: string | undefined; meta: string | undefined }, title: string | undefined): Code {
    const lang = node.lang ?? this.context.defaultLanguage ?? null;
    const meta = title ? `title=${JSON.stringify(title)}` : null;
    if (lang === 'mermaid') return { type: 'code', lang, meta: null, value: node.value };
    if (node.meta && DIFF_FLAG.test(node.meta)) return { type: 'code', lang: 'diff', meta, value: node.value };
    return { type: 'code', lang, meta, value: visibleCodeLines(node.value, lang, node.meta, this.context.magicComments ?? MAGIC_COMMENTS) };
  }

  /**
   * Site paths and other pages' source files become absolute URLs; other URLs
   * stay. A site path gets the base path unless it has it already, as
   * Docusaurus' Link adds it.
   */
  url(node: SourceNode, url: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#') || url === '') return url;
    const [file, anchor] = splitAnchor(url);
    if (/\.mdx?$/i.test(file)) {
      // Resolved from the file it is written in (a partial's own), as Docusaurus resolves it.
      const permalink = this.context.permalinkOfLink?.(file, this.scope.file);
      if (!permalink) return this.fail(node, `The link "${url}" points at no page of the site.`);
      return `${new URL(this.context.siteUrl).origin}${escapeSpaces(permalink)}${anchor}`;
    }
    if (url.startsWith('/')) {
      const site = new URL(`${this.context.siteUrl}/`);
      return escapeSpaces(url.startsWith(site.pathname) ? `${site.origin}${url}` : `${this.context.siteUrl}${url}`);
    }
    const resolved = new URL(url, this.context.pageUrl);
    this.context.onSourceFile?.(path.resolve(path.dirname(this.scope.absolutePath), decodeURIComponent(file)), decodeURIComponent(resolved.pathname));
    return resolved.href;
  }
}

/** The first link of sidebar items given as a literal, as the theme's cards find a category's. */
function firstHref(items: readonly SidebarItemProp[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && typeof item.href === 'string') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items ?? []);
      if (href) return href;
    }
  }
  return undefined;
}

/** Inline runs among blocks become paragraphs (a JSX element on its own lines may hold either). */
function asBlocks(children: RootContent[]): RootContent[] {
  const blocks: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((child) => child.type !== 'text' || child.value.trim())) blocks.push(paragraph(run));
    run = [];
  };
  for (const child of children) {
    if (PHRASING.has(child.type)) run.push(child as PhrasingContent);
    else {
      flush();
      blocks.push(child);
    }
  }
  flush();
  return blocks;
}

/** Blocks flattened to their inline content (a link on its own lines wraps a paragraph). */
function asPhrasing(children: RootContent[]): PhrasingContent[] {
  return children.flatMap((child) => (child.type === 'paragraph' ? child.children : PHRASING.has(child.type) ? [child as PhrasingContent] : []));
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function isSummaryParagraph(node: SourceNode): boolean {
  const inner = (node.children ?? []).filter((child) => !(child.type === 'text' && !child.value?.trim()));
  return node.type === 'paragraph' && inner.length === 1 && inner[0].name === 'summary';
}

function hasAttributes(node: SourceNode): boolean {
  return Object.keys((node.attributes as unknown as Record<string, unknown> | null) ?? {}).length > 0;
}

/** Children that carry content: MDX keeps `{/* comments *\/}` between blocks. */
function contentChildren(node: SourceNode): SourceNode[] {
  return (node.children ?? []).filter(
    (child) => !(child.type === 'mdxFlowExpression' && isCommentExpression(child)) && !(child.type === 'text' && !child.value?.trim()),
  );
}

/**
 * A page's path may hold spaces (`/folder with space/doc 1`), which end a
 * Markdown link's URL; other letters may stay as they are (and an escape the
 * writer wrote stays one).
 */
export function escapeSpaces(url: string): string {
  return url.replace(/\s/g, (space) => encodeURIComponent(space));
}

/** A URL's path, and its ?query and #anchor, which a file link keeps, as Docusaurus does. */
function splitAnchor(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index < 0 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/** Drops the space a removed `{/* #id *\/}` leaves at the end of a heading. */
function trimEnd(children: PhrasingContent[]): PhrasingContent[] {
  const last = children.at(-1);
  if (last?.type !== 'text') return children;
  const value = last.value.trimEnd();
  return value ? [...children.slice(0, -1), { ...last, value }] : children.slice(0, -1);
}

/** Drops the space a left-out expression or element leaves at either end of a paragraph, and paragraphs left empty. */
function tidy(children: RootContent[]): RootContent[] {
  return children.flatMap((child): RootContent[] => {
    if (child.type === 'paragraph') {
      const content = [...child.children];
      const first = content[0];
      if (first?.type === 'text') content[0] = { ...first, value: first.value.trimStart() };
      const trimmed = trimEnd(content).filter((part) => part.type !== 'text' || part.value !== '');
      return trimmed.length > 0 ? [{ ...child, children: trimmed }] : [];
    }
    if ('children' in child && child.type !== 'heading' && !PHRASING.has(child.type)) {
      return [{ ...child, children: tidy(child.children as RootContent[]) } as RootContent];
    }
    return [child];
  });
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
  const converter = new Converter(context, tree as unknown as SourceNode);
  const children = tidy(converter.children(tree as unknown as SourceNode));
  return renderMarkdown({
    type: 'root',
    children: startsWithTitle(children)
      ? children
      : [{ type: 'heading', depth: 1, children: [text(context.title)] }, ...children],
  });
}
