import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { DIFF_ADD_DIRECTIVE, DIFF_REMOVE_DIRECTIVE } from './magicComments';

/**
 * Diff lines in any language: a fenced block whose meta has the `diff` flag
 * (```ts diff) reads each line's first character as a marker, "+" added,
 * "-" removed, " " unchanged, as in a unified diff. The marker is dropped, and
 * added and removed lines get a magic comment that Docusaurus turns into a
 * line class, so the code is still highlighted as its own language.
 */

/** The `diff` flag in a fenced block's meta (```ts diff). */
export const DIFF_FLAG = /(^|\s)diff(?=\s|$)/;

/** The comment syntax Docusaurus accepts for magic comments in a language. */
function magicComment(language: string | null | undefined, directive: string): string {
  switch (language) {
    case 'bash':
    case 'python':
    case 'py':
      return `# ${directive}`;
    case 'md':
    case 'markdown':
    case 'html':
      return `<!-- ${directive} -->`;
    default:
      return `// ${directive}`;
  }
}

export function rewriteDiffCode(code: string, language?: string | null): string {
  return code
    .split('\n')
    .flatMap((line) => {
      const marker = line[0];
      if (marker === '+') return [magicComment(language, DIFF_ADD_DIRECTIVE), line.slice(1)];
      if (marker === '-') return [magicComment(language, DIFF_REMOVE_DIRECTIVE), line.slice(1)];
      if (marker === ' ') return [line.slice(1)];
      return [line];
    })
    .join('\n');
}

export default function remarkDiffLines() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.meta || !DIFF_FLAG.test(node.meta) || node.lang === 'diff') return;
      node.value = rewriteDiffCode(node.value, node.lang);
      node.meta = node.meta.replace(DIFF_FLAG, '$1').trim() || null;
    });
  };
}
