import type { Node, Parent } from 'unist';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** Visits every `<Name>…</Name>` block element of an MDX tree. */
export function visitMdxElements(tree: Node, name: string, visitor: (element: MdxJsxFlowElement) => void) {
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === name) {
      visitor(node as MdxJsxFlowElement);
    }
  });
}

/** Children that carry content (MDX keeps stray whitespace out, but not comments). */
export function contentChildren(parent: Parent): Node[] {
  return parent.children.filter((child) => child.type !== 'mdxFlowExpression');
}
