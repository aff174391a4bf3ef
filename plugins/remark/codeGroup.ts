import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { codeBlockTitle } from '../page-sources/visibleCode';
import { contentChildren, visitMdxElements } from './mdxElements';

/**
 * Checks every `<CodeGroup>` at build time, because at run time a malformed
 * group would simply render nothing: it must hold only fenced code blocks, at
 * least two, each with a distinct tab label (its title, else its language).
 */
export default function remarkCodeGroup() {
  return (tree: Root, file: VFile) => {
    visitMdxElements(tree, 'CodeGroup', (group) => {
      const children = contentChildren(group);
      const stray = children.find((child) => child.type !== 'code');
      if (stray) {
        file.fail(
          `Invalid <CodeGroup>: it may only hold fenced code blocks, found ${describe(stray.type)}. Put explanations before or after the group.`,
          stray,
        );
      }
      const blocks = children as Code[];
      if (blocks.length < 2) {
        file.fail('Invalid <CodeGroup>: it needs at least two fenced code blocks, one per tab.', group);
      }
      const seen = new Set<string>();
      for (const block of blocks) {
        const label = codeBlockTitle(block.meta) ?? block.lang;
        if (!label) {
          file.fail('Invalid <CodeGroup>: give each code block a title="…" (the tab label) or a language.', block);
        }
        if (seen.has(label)) {
          file.fail(`Invalid <CodeGroup>: two tabs are labelled "${label}"; tab labels must differ.`, block);
        }
        seen.add(label);
      }
    });
  };
}

function describe(type: string): string {
  return type === 'paragraph' ? 'a paragraph' : `a ${type} element`;
}
