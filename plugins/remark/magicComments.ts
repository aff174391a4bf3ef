import { ADDED_LINE_CLASS, HIGHLIGHTED_LINE_CLASS, REMOVED_LINE_CLASS } from '../../src/code/lineClasses';

/**
 * The magic comments our code blocks understand. The build
 * (plugins/page-sources/visibleCode.ts) turns a comment line such as
 * `// highlight-next-line` into a class on the following line and drops the
 * comment. They are the site's `themeConfig.prism.magicComments` (Docusaurus'
 * default: the highlight comments), plus the two our `diff` blocks are
 * rewritten into (plugins/remark/diffLines.ts). As in Docusaurus, the first
 * configured entry also serves the `{1,3}` line ranges of a block's meta string.
 */

/** One entry of `prism.magicComments`, as Docusaurus documents it. */
export interface MagicComment {
  /** The class the marked lines get. */
  readonly className: string;
  /** A comment that marks the line after it. */
  readonly line?: string;
  /** Comments that mark the lines between them. */
  readonly block?: { readonly start: string; readonly end: string };
}

export const DIFF_ADD_DIRECTIVE = 'diff-add-next-line';
export const DIFF_REMOVE_DIRECTIVE = 'diff-remove-next-line';

/** Docusaurus' default `prism.magicComments`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  {
    className: HIGHLIGHTED_LINE_CLASS,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** What diff blocks become; always understood, whatever the config says. */
const DIFF_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: ADDED_LINE_CLASS, line: DIFF_ADD_DIRECTIVE },
  { className: REMOVED_LINE_CLASS, line: DIFF_REMOVE_DIRECTIVE },
];

/** The comments a block is read with: the configured ones, then the diff ones. */
export function magicCommentsOf(configured: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): readonly MagicComment[] {
  const directives = new Set(configured.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end]));
  return [...configured, ...DIFF_MAGIC_COMMENTS.filter((comment) => !directives.has(comment.line))];
}

/** The comments of a site that configures none. */
export const MAGIC_COMMENTS: readonly MagicComment[] = magicCommentsOf();
