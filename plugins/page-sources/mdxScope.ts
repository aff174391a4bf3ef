/**
 * What the build can know about an MDX file's JavaScript without running it:
 * which component each JSX name stands for (by the module it is imported
 * from, whatever the writer calls it locally), and the value of expressions
 * made only of literals (`{'text'}`, `items={[{ label: 'A' }]}`), of a
 * partial's `props.x`, and of `useBaseUrl('/path')`. The Markdown twins and
 * the search index read pages through this; anything else is "not static",
 * and each reader decides what to do about it.
 */

/** An ESTree node, loosely typed: we read a few node types and check each field we use. */
export interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** The program MDX attaches to expressions, attribute values and import/export blocks. */
export interface EsProgram {
  body: EsNode[];
  comments?: Array<{ value: string }>;
}

/** The MDX nodes whose JavaScript we read, loosely typed like the rest of the tree. */
export interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdxNode[];
  data?: { estree?: EsProgram | null; [key: string]: unknown };
  position?: { start: { line: number; column: number } };
}

/**
 * The components a Docusaurus writer imports from the theme, by what they
 * are, and the site-wide MDX components that need no import.
 */
export type ComponentKind =
  | 'tabs'
  | 'tabItem'
  | 'codeBlock'
  | 'admonition'
  | 'tocInline'
  | 'docCardList'
  | 'themedImage'
  | 'details'
  | 'link'
  | 'head'
  | 'partial';

const KIND_OF_MODULE: Record<string, ComponentKind> = {
  '@theme/Tabs': 'tabs',
  '@theme/TabItem': 'tabItem',
  '@theme/CodeBlock': 'codeBlock',
  '@theme/Admonition': 'admonition',
  '@theme/TOCInline': 'tocInline',
  '@theme/DocCardList': 'docCardList',
  '@theme/ThemedImage': 'themedImage',
  '@theme/Details': 'details',
  '@theme/MDXComponents/Details': 'details',
  '@docusaurus/Link': 'link',
  '@docusaurus/Head': 'head',
};

/**
 * Names MDX resolves without an import: Docusaurus' MDX components
 * (`<details>` and `<head>` become `Details` and `Head` when compiled).
 */
const GLOBAL_KINDS: Record<string, ComponentKind> = {
  details: 'details',
  Details: 'details',
  head: 'head',
  Head: 'head',
};

/** The module whose default export `useBaseUrl` is. */
export const USE_BASE_URL_MODULE = '@docusaurus/useBaseUrl';

/** `import X from './_partial.mdx'`: Docusaurus' test for a Markdown import (its TOC plugin uses the same). */
export const isMarkdownModule = (source: string): boolean => /\.mdx?$/.test(source);

export interface ImportBinding {
  /** The module, as written: `@theme/Tabs`, `./_setup.mdx`. */
  source: string;
  /** `default`, or the imported name of a named import. */
  imported: string;
}

/** The names a file's `import` statements bind, by local name. */
export function importsOf(tree: MdxNode): Map<string, ImportBinding> {
  const imports = new Map<string, ImportBinding>();
  const visit = (node: MdxNode) => {
    if (node.type === 'mdxjsEsm') {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = (statement.source as EsNode | undefined)?.value;
        if (typeof source !== 'string') continue;
        for (const specifier of (statement.specifiers as EsNode[] | undefined) ?? []) {
          const local = (specifier.local as EsNode | undefined)?.name;
          if (typeof local !== 'string') continue;
          const importedNode = specifier.imported as EsNode | undefined;
          const imported =
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportNamespaceSpecifier'
                ? '*'
                : String(importedNode?.name ?? importedNode?.value ?? '');
          imports.set(local, { source, imported });
        }
      }
      return;
    }
    // Imports sit at the top level (or in a directive or element, which MDX allows too).
    node.children?.forEach(visit);
  };
  visit(tree);
  return imports;
}

/** Where a piece of MDX sits: its file, its imports, and, in a partial, the props its page passed. */
export interface MdxScope {
  /** The file, for messages: relative to the site. */
  file: string;
  /** The file's absolute path, which relative imports resolve against. */
  absolutePath: string;
  imports: Map<string, ImportBinding>;
  /** In a partial: the attributes of the element that placed it, where their values are static. */
  props?: Record<string, unknown>;
}

/** What a JSX name stands for here, if it is one of the components we know. */
export function componentKind(name: string | null | undefined, scope: Pick<MdxScope, 'imports'>): ComponentKind | undefined {
  if (!name) return undefined;
  const binding = scope.imports.get(name);
  if (binding) {
    if (binding.imported === 'default' && isMarkdownModule(binding.source)) return 'partial';
    return binding.imported === 'default' ? KIND_OF_MODULE[binding.source] : undefined;
  }
  return GLOBAL_KINDS[name];
}

/** Marks a value the build cannot know without running the page. */
export const NOT_STATIC: unique symbol = Symbol('not static');
export type Static = unknown;

function isNode(value: unknown): value is EsNode {
  return typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';
}

/** The name of a property key: `label` in `{ label: … }` or `{ 'label': … }`. */
function keyName(property: EsNode): string | undefined {
  if (property.computed) return undefined;
  const key = property.key as EsNode;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  return undefined;
}

/**
 * The value of an expression made of literals (strings, numbers, booleans,
 * null, template strings, arrays, plain objects, `+` between them), a
 * partial's `props.name`, and `useBaseUrl('/path')`; NOT_STATIC for anything
 * else. `useBaseUrl` gives its path as written: readers of the value make
 * site paths absolute their own way (the twins prefix the site's URL, base
 * path included).
 */
export function staticValue(expression: unknown, scope: Pick<MdxScope, 'imports' | 'props'>): Static | typeof NOT_STATIC {
  if (!isNode(expression)) return NOT_STATIC;
  const value = (node: unknown) => staticValue(node, scope);
  switch (expression.type) {
    case 'Literal':
      return expression.regex ? NOT_STATIC : expression.value;
    case 'TemplateLiteral': {
      const quasis = expression.quasis as EsNode[];
      const parts = expression.expressions as EsNode[];
      let text = '';
      for (const [index, quasi] of quasis.entries()) {
        text += (quasi.value as { cooked?: string | null }).cooked ?? '';
        if (index < parts.length) {
          const part = value(parts[index]);
          if (part === NOT_STATIC || (typeof part === 'object' && part !== null)) return NOT_STATIC;
          text += String(part);
        }
      }
      return text;
    }
    case 'ArrayExpression': {
      const items: unknown[] = [];
      for (const element of expression.elements as Array<EsNode | null>) {
        if (!element || element.type === 'SpreadElement') return NOT_STATIC;
        const item = value(element);
        if (item === NOT_STATIC) return NOT_STATIC;
        items.push(item);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of expression.properties as EsNode[]) {
        if (property.type !== 'Property' || property.kind !== 'init') return NOT_STATIC;
        const key = keyName(property);
        const item = value(property.value);
        if (key === undefined || item === NOT_STATIC) return NOT_STATIC;
        object[key] = item;
      }
      return object;
    }
    case 'UnaryExpression': {
      const argument = value(expression.argument);
      if (expression.operator === '-' && typeof argument === 'number') return -argument;
      if (expression.operator === '!' && argument !== NOT_STATIC) return !argument;
      return NOT_STATIC;
    }
    case 'BinaryExpression': {
      if (expression.operator !== '+') return NOT_STATIC;
      const left = value(expression.left);
      const right = value(expression.right);
      const simple = (item: unknown) => typeof item === 'string' || typeof item === 'number';
      return simple(left) && simple(right) ? (left as string) + (right as string) : NOT_STATIC;
    }
    case 'MemberExpression': {
      // A partial's `props.network` (or `props['network']`).
      const object = expression.object as EsNode;
      if (object.type !== 'Identifier' || object.name !== 'props' || !scope.props) return NOT_STATIC;
      const property = expression.property as EsNode;
      const name = expression.computed ? (property.type === 'Literal' ? property.value : undefined) : property.name;
      if (typeof name !== 'string' || !(name in scope.props)) return NOT_STATIC;
      return scope.props[name];
    }
    case 'CallExpression': {
      // useBaseUrl('/img/logo.svg'), by whatever name the file imports it.
      const callee = expression.callee as EsNode;
      const binding = callee.type === 'Identifier' ? scope.imports.get(callee.name as string) : undefined;
      const args = expression.arguments as EsNode[];
      if (binding?.source !== USE_BASE_URL_MODULE || binding.imported !== 'default' || args.length === 0) return NOT_STATIC;
      const path = value(args[0]);
      return typeof path === 'string' ? path : NOT_STATIC;
    }
    case 'ChainExpression':
    case 'ParenthesizedExpression':
      return value(expression.expression);
    default:
      return NOT_STATIC;
  }
}

/** The one expression of an `{…}` block or attribute value; undefined for a comment or for several statements. */
export function expressionOf(node: { data?: { estree?: EsProgram | null } } | undefined): EsNode | undefined {
  const body = node?.data?.estree?.body;
  if (body?.length !== 1 || body[0].type !== 'ExpressionStatement') return undefined;
  return body[0].expression as EsNode;
}

/** `{/* a comment *\/}`: an expression that is only comments, which renders nothing. */
export function isCommentExpression(node: { value?: unknown; data?: { estree?: EsProgram | null } }): boolean {
  const program = node.data?.estree;
  if (program) return program.body.length === 0;
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(String(node.value ?? ''));
}

/** The value of an `{…}` block (mdxFlowExpression, mdxTextExpression). */
export function expressionValue(node: MdxNode, scope: Pick<MdxScope, 'imports' | 'props'>): Static | typeof NOT_STATIC {
  const expression = expressionOf(node);
  return expression ? staticValue(expression, scope) : NOT_STATIC;
}

/**
 * An attribute's value: a string as written, `true` for a bare attribute
 * (`default`, `showLineNumbers`), the static value of `{…}`, or NOT_STATIC;
 * undefined when the element has no such attribute.
 */
export function attributeValue(
  element: MdxNode,
  name: string,
  scope: Pick<MdxScope, 'imports' | 'props'>,
): Static | typeof NOT_STATIC | undefined {
  const attribute = element.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  if (!attribute) return undefined;
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  return expressionValue(value as MdxNode, scope);
}

/** The element's attributes whose values are static, by name (a partial's props). */
export function staticAttributes(element: MdxNode, scope: Pick<MdxScope, 'imports' | 'props'>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attributeValue(element, attribute.name, scope);
    if (value !== NOT_STATIC && value !== undefined) props[attribute.name] = value;
  }
  return props;
}
