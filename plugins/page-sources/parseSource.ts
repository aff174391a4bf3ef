import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import type { Root } from 'mdast';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { MarkdownConfig, MDX1CompatOptions } from '@docusaurus/types';

/**
 * Parses a page's Markdown/MDX source into the tree Docusaurus itself starts
 * from, for the plugins that read pages from their sources (search index,
 * Markdown twins): same syntax extensions, same text rewrites before parsing.
 * Only syntax is applied here, never a transform, so each reader decides what
 * to make of code blocks, JSX and directives.
 */

/**
 * The parts of the site's `markdown` config that change what a file parses
 * to. Under `future.v4` Docusaurus turns all of `mdx1Compat` off, so
 * `{#id}` and `<!-- -->` are then MDX errors, and only `{/* #id *\/}` sets an id.
 */
export interface SourceOptions {
  format: 'mdx' | 'md';
  /** `markdown.anchors.maintainCase`. */
  maintainCase: boolean;
  mdx1Compat: MDX1CompatOptions;
  preprocessor?: MarkdownConfig['preprocessor'];
}

/** The options for one file under the site's markdown config. */
export function sourceOptionsFor(markdown: MarkdownConfig, filePath: string): SourceOptions {
  const format = markdown.format === 'detect' ? (/\.mdx$/i.test(filePath) ? 'mdx' : 'md') : markdown.format;
  return {
    format,
    maintainCase: markdown.anchors.maintainCase,
    mdx1Compat: markdown.mdx1Compat,
    preprocessor: markdown.preprocessor,
  };
}

/**
 * Docusaurus' default admonition keywords, for the legacy `:::note Title`
 * form it still accepts (rewritten to `:::note[Title]` before parsing).
 */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

/**
 * The parser Docusaurus 3 builds for a file, less the plugins that do not
 * change the syntax. `@slorber/remark-comment` is how Docusaurus drops
 * `<!-- comments -->` in MDX when `mdx1Compat.comments` is on.
 */
function createParser(format: SourceOptions['format'], comments: boolean) {
  const parser = unified().use(remarkParse);
  if (format === 'mdx') parser.use(remarkMdx);
  parser.use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
  if (comments) parser.use(remarkComment);
  return parser.freeze();
}

type Parser = ReturnType<typeof createParser>;
const parsers = new Map<string, Parser>();

function parserFor(options: SourceOptions): Parser {
  const key = `${options.format}:${options.mdx1Compat.comments}`;
  let parser = parsers.get(key);
  if (!parser) {
    parser = createParser(options.format, options.mdx1Compat.comments);
    parsers.set(key, parser);
  }
  return parser;
}

/** The rewrites Docusaurus applies to the source text before parsing. */
function preprocess(source: string, filePath: string, options: SourceOptions): string {
  let content = options.preprocessor ? options.preprocessor({ filePath, fileContent: source }) : source;
  content = unwrapMdxCodeBlocks(content);
  if (options.mdx1Compat.headingIds) content = escapeMarkdownHeadingIds(content);
  if (options.mdx1Compat.admonitions) content = admonitionTitleToDirectiveLabel(content, [...ADMONITION_KEYWORDS]);
  return content;
}

/**
 * Parses a file's source; invalid MDX fails with the file named, `plugin`
 * naming who was reading it.
 */
export function parseSource(source: string, filePath: string, options: SourceOptions, plugin: string): Root {
  const content = preprocess(source, filePath, options);
  try {
    return parserFor(options).parse({ path: filePath, value: content }) as Root;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const { line, column } = (error ?? {}) as { line?: number; column?: number };
    // A position in the rewritten text is one in the file only while the rewrites kept every line (mdx-code-block fences do not).
    const lines = content.split('\n');
    const sameLines = lines.length === source.split('\n').length;
    const where = line && sameLines ? `${filePath}:${line}${column ? `:${column}` : ''}` : filePath;
    throw new Error(`[${plugin}] Cannot parse ${where}: ${reason}${hintFor(lines[(line ?? 0) - 1])}`, { cause: error });
  }
}

/**
 * What to write instead, for the MDX habit that most often fails to parse:
 * a heading's `{#id}`, which MDX reads as a JavaScript expression once
 * `future.v4` turns `mdx1Compat.headingIds` off (as the classic template does).
 */
function hintFor(line: string | undefined): string {
  const id = line && /^#{1,6}\s.*\{#([^}\s]+)\}\s*$/.exec(line)?.[1];
  if (id) return `. A heading id in MDX is written {/* #${id} */} at the end of the heading (or set markdown.mdx1Compat.headingIds: true).`;
  return '';
}
