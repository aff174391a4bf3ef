import { ADDED_LINE_CLASS, HIGHLIGHTED_LINE_CLASS, REMOVED_LINE_CLASS } from '../../src/code/lineClasses';

/**
 * The magic comments our code blocks understand. The build
 * (plugins/page-sources/visibleCode.ts) turns a comment line such as
 * `// diff-add-next-line` into a class on the following line and drops the
 * comment. The first entry also serves the `{1,3}` line ranges of a block's
 * meta string.
 */

export const DIFF_ADD_DIRECTIVE = 'diff-add-next-line';
export const DIFF_REMOVE_DIRECTIVE = 'diff-remove-next-line';

export const MAGIC_COMMENTS = [
  {
    className: HIGHLIGHTED_LINE_CLASS,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
  { className: ADDED_LINE_CLASS, line: DIFF_ADD_DIRECTIVE },
  { className: REMOVED_LINE_CLASS, line: DIFF_REMOVE_DIRECTIVE },
];
