/**
 * Classes a code line can carry: highlighted (a `{2}` range or a
 * `// highlight-next-line` comment), or added and removed in a diff block.
 * The highlighted class keeps Docusaurus' name, so writers' CSS for it works.
 */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';
export const ADDED_LINE_CLASS = 'code-line-added';
export const REMOVED_LINE_CLASS = 'code-line-removed';
