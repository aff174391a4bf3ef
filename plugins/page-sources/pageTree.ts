import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { parseSource, type SourceOptions } from './parseSource';
import { assignHeadingIds, type HeadingNode } from './headingIds';
import { componentKind, importsOf, staticAttributes, type MdxNode, type MdxScope } from './mdxScope';

/**
 * A page as its readers outside the bundle (Markdown twins, search index)
 * need it: the parsed source, with each imported partial
 * (`import Setup from './_setup.mdx'` … `<Setup network="dev" />`) replaced
 * by the partial's own tree, and every heading carrying the id Docusaurus
 * gives it. A partial is compiled by Docusaurus as a module of its own, so
 * its headings get ids from its own slugger; its content sits in a
 * `vxPartial` node that carries its scope (its file, its imports, the props
 * the page passed), which readers switch to while inside it.
 */

/** The node an inlined partial becomes. */
export const PARTIAL_NODE = 'vxPartial';

export interface PartialNode extends MdxNode {
  type: typeof PARTIAL_NODE;
  data: { scope: MdxScope };
  children: MdxNode[];
}

export interface PageTreeOptions {
  /** The site folder: messages name files relative to it, and `@site/` imports resolve in it. */
  siteDir: string;
  /** How to parse a file (its format follows its extension under `markdown.format: 'detect'`). */
  sourceOptions: (filePath: string) => SourceOptions;
  /** The plugin reading, for messages. */
  plugin: string;
  /** Reads a partial's source; the file system by default. */
  readFile?: (filePath: string) => string;
}

export interface PageTree {
  tree: Root;
  /** The page's own scope. */
  scope: MdxScope;
}

export class PartialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartialError';
  }
}

function where(scope: MdxScope, node: MdxNode): string {
  return node.position ? `${scope.file}:${node.position.start.line}:${node.position.start.column}` : scope.file;
}

/** The file an import names: relative to the importing file, or under the site with `@site/`. */
function resolveImport(source: string, from: MdxScope, siteDir: string): string | undefined {
  if (source.startsWith('@site/')) return path.join(siteDir, source.slice('@site/'.length));
  if (source.startsWith('./') || source.startsWith('../')) return path.resolve(path.dirname(from.absolutePath), source);
  return undefined;
}

function scopeOf(tree: MdxNode, absolutePath: string, siteDir: string, props?: Record<string, unknown>): MdxScope {
  return { file: path.relative(siteDir, absolutePath), absolutePath, imports: importsOf(tree), ...(props ? { props } : {}) };
}

/**
 * Parses one file, gives its headings their ids, and inlines the partials it
 * uses (recursively; `seen` holds the files being inlined, to stop a cycle).
 */
function loadFile(source: string, scope: Omit<MdxScope, 'imports'>, options: PageTreeOptions, seen: string[]): PageTree {
  const sourceOptions = options.sourceOptions(scope.absolutePath);
  const tree = parseSource(source, scope.absolutePath, sourceOptions, options.plugin);
  const fullScope: MdxScope = { ...scope, imports: importsOf(tree as MdxNode) };
  assignHeadingIds(tree as HeadingNode, sourceOptions);
  inlinePartials(tree as MdxNode, fullScope, options, seen);
  return { tree, scope: fullScope };
}

function inlinePartials(parent: MdxNode, scope: MdxScope, options: PageTreeOptions, seen: string[]): void {
  const children = parent.children;
  if (!children) return;
  children.forEach((child, index) => {
    const isElement = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    if (!isElement || componentKind(child.name, scope) !== 'partial') {
      inlinePartials(child, scope, options, seen);
      return;
    }
    const binding = scope.imports.get(child.name ?? '')!;
    const file = resolveImport(binding.source, scope, options.siteDir);
    if (!file) {
      throw new PartialError(
        `[${options.plugin}] ${where(scope, child)}: cannot find the partial "${binding.source}" that <${child.name}> places. ` +
          'Import partials by a path relative to the page (./_setup.mdx) or from @site/.',
      );
    }
    if (seen.includes(file)) {
      throw new PartialError(`[${options.plugin}] ${where(scope, child)}: the partial "${binding.source}" includes itself (${[...seen, file].map((name) => path.relative(options.siteDir, name)).join(' → ')}).`);
    }
    let source: string;
    try {
      source = (options.readFile ?? ((name) => readFileSync(name, 'utf8')))(file);
    } catch (error) {
      throw new PartialError(`[${options.plugin}] ${where(scope, child)}: cannot read the partial "${binding.source}": ${(error as Error).message}`);
    }
    // The props are what the page passes, read in the page's scope (a partial may pass its own props on).
    const props = staticAttributes(child, scope);
    const partial = loadFile(source, { file: path.relative(options.siteDir, file), absolutePath: file, props }, options, [...seen, file]);
    let content = partial.tree.children as MdxNode[];
    // Placed inside a paragraph, a one-paragraph partial gives its text.
    if (child.type === 'mdxJsxTextElement' && content.length === 1 && content[0].type === 'paragraph') content = content[0].children ?? [];
    const node: PartialNode = { type: PARTIAL_NODE, name: child.name, data: { scope: partial.scope }, children: content, position: child.position };
    children[index] = node;
  });
}

/** Reads a page's source into its tree, partials inlined and headings given their ids. */
export function loadPageTree(source: string, absolutePath: string, options: PageTreeOptions): PageTree {
  return loadFile(source, { file: path.relative(options.siteDir, absolutePath), absolutePath }, options, [absolutePath]);
}

/** The scope of an inlined partial, if the node is one. */
export function partialScope(node: MdxNode): MdxScope | undefined {
  return node.type === PARTIAL_NODE ? (node as PartialNode).data.scope : undefined;
}
