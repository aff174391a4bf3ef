import { MAGIC_COMMENTS } from '../remark/magicComments';
import { titleFromMetastring } from '../../src/components/mdx/CodeGroup/metastring';

/**
 * What a reader sees of a fenced code block: its title and its lines, less
 * the magic-comment lines (`// highlight-next-line`, and the diff markers
 * plugins/remark/diffLines turns into such comments), which the code block
 * consumes and never shows.
 */

/** Comment delimiters, as regex sources: opening, closing. */
type CommentStyle = readonly [open: string, close: string];
const LINE_SLASHES: CommentStyle = ['//', ''];
const C_BLOCK: CommentStyle = ['/\\*', '\\*/'];
const MDX_BLOCK: CommentStyle = ['\\{\\s*/\\*', '\\*/\\s*\\}'];
const HASH: CommentStyle = ['#', ''];
const HTML: CommentStyle = ['<!--', '-->'];
const DOUBLE_DASH: CommentStyle = ['--', ''];
const PERCENT: CommentStyle = ['%', ''];

/** Languages the code block reads with particular comment styles; others accept the common ones. */
const STYLES_BY_LANGUAGE: Record<string, readonly CommentStyle[]> = {
  js: [LINE_SLASHES, C_BLOCK],
  javascript: [LINE_SLASHES, C_BLOCK],
  ts: [LINE_SLASHES, C_BLOCK],
  typescript: [LINE_SLASHES, C_BLOCK],
  jsx: [LINE_SLASHES, C_BLOCK, MDX_BLOCK],
  tsx: [LINE_SLASHES, C_BLOCK, MDX_BLOCK],
  html: [LINE_SLASHES, C_BLOCK, HTML],
  bash: [HASH],
  python: [HASH],
  py: [HASH],
  md: [HTML, MDX_BLOCK, HASH],
  markdown: [HTML, MDX_BLOCK, HASH],
  lua: [DOUBLE_DASH],
  haskell: [DOUBLE_DASH],
  sql: [DOUBLE_DASH, C_BLOCK],
  tex: [PERCENT],
  latex: [PERCENT],
  matlab: [PERCENT],
};
const COMMON_STYLES = [LINE_SLASHES, C_BLOCK, MDX_BLOCK, HASH, HTML];

const DIRECTIVES = MAGIC_COMMENTS.flatMap((comment) => [
  comment.line,
  ...('block' in comment && comment.block ? [comment.block.start, comment.block.end] : []),
]);

/** A `{1,3-4}` range in the meta: then the block highlights by range and leaves comments alone. */
const LINE_RANGE = /\{[\d,-]+\}/;

const patternCache = new Map<string, RegExp>();

function magicCommentPattern(language: string): RegExp {
  let pattern = patternCache.get(language);
  if (!pattern) {
    const directives = DIRECTIVES.map((d) => d.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
    const styles = STYLES_BY_LANGUAGE[language] ?? COMMON_STYLES;
    const alternatives = styles.map(([open, close]) => `${open}\\s*(?:${directives})\\s*${close}`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patternCache.set(language, pattern);
  }
  return pattern;
}

/** The code as displayed: magic-comment lines dropped. */
export function visibleCodeLines(code: string, language: string | null | undefined, meta: string | null | undefined): string {
  if (meta && LINE_RANGE.test(meta)) return code;
  const pattern = magicCommentPattern((language ?? '').toLowerCase());
  return code
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');
}

/** The block's `title="…"`, shown above it (or as its tab label in a code group). */
export function codeBlockTitle(meta: string | null | undefined): string | undefined {
  return titleFromMetastring(meta ?? undefined);
}
