import { MAGIC_COMMENTS, type MagicComment } from '../remark/magicComments';
import { HIGHLIGHTED_LINE_CLASS } from '../../src/code/lineClasses';

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

function directivesOf(comments: readonly MagicComment[]): string[] {
  return comments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end]).filter((d): d is string => Boolean(d));
}

/** A `{1,3-4}` range in the meta: then the block highlights by range and leaves comments alone. */
const LINE_RANGE = /\{([\d,-]+)\}/;

const patternCache = new Map<string, RegExp>();

/** Matches a line that is nothing but a magic comment, capturing its directive. */
function magicCommentPattern(language: string, comments: readonly MagicComment[]): RegExp {
  const directives = directivesOf(comments);
  const key = `${language}\n${directives.join('\n')}`;
  let pattern = patternCache.get(key);
  if (!pattern) {
    const alternatives = directives.map((d) => d.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
    const styles = STYLES_BY_LANGUAGE[language] ?? COMMON_STYLES;
    const commentForms = styles.map(([open, close]) => `${open}\\s*(${alternatives})\\s*${close}`);
    pattern = new RegExp(`^\\s*(?:${commentForms.join('|')})\\s*$`);
    patternCache.set(key, pattern);
  }
  return pattern;
}

/** Line numbers of a `{1,3-4}` range (1-based, as writers count). */
function rangeLines(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1) return [];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  });
}

export interface CodeLines {
  /** The code as displayed: magic-comment lines dropped. */
  code: string;
  /** The classes each displayed line carries (by 0-based index), from magic comments or the meta's range. */
  lineClasses: Map<number, string[]>;
}

/**
 * Reads a block's magic comments the way Docusaurus documents them: a
 * `// highlight-next-line` (or `diff-add-next-line`…) line marks the line
 * after it, `highlight-start` … `highlight-end` mark the lines between, and the
 * comment lines themselves are dropped. A `{…}` range in the meta marks
 * those lines with the first comment's class instead, and then comments are
 * code like any other. `comments` are the site's (magicCommentsOf).
 */
export function codeLines(
  code: string,
  language: string | null | undefined,
  meta: string | null | undefined,
  comments: readonly MagicComment[] = MAGIC_COMMENTS,
): CodeLines {
  const lineClasses = new Map<number, string[]>();
  const mark = (index: number, className: string) => {
    const classes = lineClasses.get(index) ?? [];
    if (!classes.includes(className)) classes.push(className);
    lineClasses.set(index, classes);
  };
  const range = meta ? LINE_RANGE.exec(meta)?.[1] : undefined;
  if (range !== undefined) {
    const lineCount = code.split('\n').length;
    const rangeClass = comments[0]?.className ?? HIGHLIGHTED_LINE_CLASS;
    for (const line of rangeLines(range)) if (line <= lineCount) mark(line - 1, rangeClass);
    return { code, lineClasses };
  }

  const pattern = magicCommentPattern((language ?? '').toLowerCase(), comments);
  const kept: string[] = [];
  const openBlocks = new Map<string, number>();
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (!directive) {
      kept.push(line);
      continue;
    }
    for (const comment of comments) {
      if (comment.line === directive) mark(kept.length, comment.className);
      if (comment.block?.start === directive) openBlocks.set(comment.className, kept.length);
      if (comment.block?.end === directive) {
        const start = openBlocks.get(comment.className) ?? 0;
        for (let index = start; index < kept.length; index += 1) mark(index, comment.className);
        openBlocks.delete(comment.className);
      }
    }
  }
  // A `-next-line` comment on the last line marks nothing.
  for (const index of lineClasses.keys()) if (index >= kept.length) lineClasses.delete(index);
  return { code: kept.join('\n'), lineClasses };
}

/** The code as displayed: magic-comment lines dropped. */
export function visibleCodeLines(
  code: string,
  language: string | null | undefined,
  meta: string | null | undefined,
  comments: readonly MagicComment[] = MAGIC_COMMENTS,
): string {
  return codeLines(code, language, meta, comments).code;
}

/** `title="React Native"`, `title='Swift'` or `title=Kotlin` in a fenced block's meta. */
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

/** The block's `title="…"`, shown above it (or as its tab label in a code group). */
export function codeBlockTitle(meta: string | null | undefined): string | undefined {
  const match = meta?.match(TITLE);
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  return title?.trim() || undefined;
}
