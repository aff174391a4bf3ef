import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { STATIC_HTML_ATTRIBUTE } from '../../src/staticHtml/attribute';
import { staticHtmlKeys } from '../static-html/keys';

/**
 * Prose that no component renders (paragraphs, lists, quotes, table rows…)
 * reaches the page as ready-made HTML instead of a React element per tag.
 *
 * MDX compiles every tag of a page into a call that the browser runs and
 * React then hydrates one node at a time; for a long page that is hundreds
 * of elements nobody interacts with. Here each largest subtree made only of
 * plain tags becomes one element whose contents are an HTML string
 * (`dangerouslySetInnerHTML`): the page's script is smaller, and hydration
 * skips what is inside. The HTML is the same markup React would have written.
 *
 * Anything a component renders stays React: links within the site
 * (client-side navigation, prefetching, the broken-link check), headings
 * (anchors), images, tables' frame, code, details, task-list items, MDX
 * components, expressions, and any element with an id (an anchor target
 * Docusaurus checks). Links to other sites are plain HTML, written as
 * Docusaurus' Link writes them (a new tab, no opener, no referrer).
 *
 * Each such element is named with a key (`data-static-html`): the browser
 * build takes the strings out of the page's script and reads them back from
 * the server's HTML (plugins/static-html).
 */

/** Tags our MDX components render exactly as plain HTML (see src/theme/MDXComponents.tsx). */
export const PLAIN_TAGS: ReadonlySet<string> = new Set([
  'p',
  'em',
  'strong',
  'del',
  's',
  'b',
  'i',
  'u',
  'mark',
  'small',
  'sub',
  'sup',
  'kbd',
  'abbr',
  'span',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  // Inline code only: MDX's `code` component renders a single line of text as a plain <code>.
  'code',
]);

/** A link to another site: Docusaurus' Link renders it as a plain anchor that opens a new tab. */
function isExternalLink(node: Element): boolean {
  const keys = Object.keys(node.properties ?? {});
  return (
    node.tagName === 'a' &&
    typeof node.properties?.href === 'string' &&
    /^https?:\/\//i.test(node.properties.href) &&
    keys.every((key) => key === 'href' || key === 'title')
  );
}

function isPlainText(node: ElementContent | RootContent): boolean {
  return node.type === 'text' && !node.value.includes('\n');
}

/** Whether an element renders the same through MDX's components as plain HTML does. */
function isPlainElement(node: Element): boolean {
  if (isExternalLink(node)) return true;
  if (!PLAIN_TAGS.has(node.tagName)) return false;
  if (node.tagName === 'code' && !node.children.every(isPlainText)) return false;
  // An id is an anchor Docusaurus checks; a class marks something the theme
  // styles or scripts (task lists, footnotes). Table cells may carry their
  // alignment; any other attribute is left to React.
  const allowed = node.tagName === 'td' || node.tagName === 'th' ? ['align'] : [];
  return Object.keys(node.properties ?? {}).every((key) => allowed.includes(key));
}

/** Whether a node and all it holds are plain HTML; caches the answer on the way. */
function collectPlain(node: ElementContent | RootContent, plain: Set<Element>): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  if (node.type !== 'element') {
    // MDX components and expressions: their children may still hold plain subtrees.
    if ('children' in node) for (const child of node.children as ElementContent[]) collectPlain(child, plain);
    return false;
  }
  let childrenPlain = true;
  for (const child of node.children) if (!collectPlain(child, plain)) childrenPlain = false;
  const isPlain = childrenPlain && isPlainElement(node);
  if (isPlain) plain.add(node);
  return isPlain;
}

/** `{{ __html: "…" }}` as the estree MDX compiles an attribute expression from. */
function innerHtmlAttribute(html: string): MdxJsxAttribute {
  const literal = { type: 'Literal' as const, value: html, raw: JSON.stringify(html) };
  const object = {
    type: 'ObjectExpression' as const,
    properties: [
      {
        type: 'Property' as const,
        kind: 'init' as const,
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier' as const, name: '__html' },
        value: literal,
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${literal.raw}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: object }],
        },
      },
    },
  };
}

const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr']);

/**
 * The subtree as MDX would have rendered it: table rows without the line
 * breaks between cells (React leaves whitespace out of tables), and a cell's
 * alignment as `style="text-align:…"`, as MDX writes it.
 */
function asRendered(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children
    .filter((child) => !(TABLE_PARTS.has(node.tagName) && child.type === 'text' && child.value.trim() === ''))
    .map(asRendered);
  const { align, ...properties } = node.properties ?? {};
  if (align !== undefined) properties.style = `text-align:${String(align)}`;
  if (isExternalLink(node)) Object.assign(properties, { target: '_blank', rel: 'noopener noreferrer' });
  return { ...node, properties, children };
}

function toStaticElement(node: Element, key: string): MdxJsxFlowElement {
  const rendered = asRendered(node) as Element;
  return {
    type: 'mdxJsxFlowElement',
    name: node.tagName,
    attributes: [{ type: 'mdxJsxAttribute', name: STATIC_HTML_ATTRIBUTE, value: key }, innerHtmlAttribute(toHtml(rendered.children))],
    children: [],
    position: node.position,
  };
}

/**
 * Text shorter than this stays a React child: naming it costs about as many
 * bytes as the browser build saves by reading it from the page.
 */
const MIN_TEXT_LENGTH = 40;

/**
 * Blocks that may hold nothing but text and still be a static root. Never
 * inline tags: MDX renders `code` through the theme's component, which takes
 * a `code` without text children for a code block.
 */
const TEXT_ROOT_TAGS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd']);

/** Worth replacing: the subtree holds an element besides its root, or is a block with enough text. */
function worthReplacing(node: Element): boolean {
  if (node.children.some((child) => child.type === 'element')) return true;
  return (
    TEXT_ROOT_TAGS.has(node.tagName) &&
    node.children.some((child) => child.type === 'text' && child.value.trim().length >= MIN_TEXT_LENGTH)
  );
}

function replacePlainSubtrees(parent: Root | Element | { children: unknown[] }, plain: Set<Element>, nextKey: () => string): void {
  const children = parent.children as (ElementContent | RootContent)[];
  children.forEach((child, index) => {
    // A root keeps only its tag (its contents become the string), so an element
    // with attributes (a table cell's alignment, a link) is never one: its children may be.
    if (child.type === 'element' && plain.has(child) && Object.keys(child.properties ?? {}).length === 0) {
      if (worthReplacing(child)) children[index] = toStaticElement(child, nextKey()) as unknown as ElementContent;
      return;
    }
    if ('children' in child && Array.isArray(child.children)) replacePlainSubtrees(child as Element, plain, nextKey);
  });
}

export default function rehypeStaticHtml() {
  return (tree: Root, file: VFile) => {
    const plain = new Set<Element>();
    for (const child of tree.children) collectPlain(child, plain);
    replacePlainSubtrees(tree, plain, staticHtmlKeys(file, ''));
  };
}
