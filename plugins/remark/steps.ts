import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { contentChildren, visitMdxElements } from './mdxElements';

/** Heading levels that may title a step: ## to ####. */
export const STEP_HEADING_LEVELS: readonly number[] = [2, 3, 4];

/**
 * `<Steps>` holds a walkthrough: each heading of one level starts a step, and
 * what follows it up to the next such heading is the step's body. This plugin
 * wraps each step in a `<Step>` element (see src/components/mdx/Steps) and
 * fails the build, naming the file and line, on anything it cannot number:
 * no heading, text before the first heading, an unsupported heading level, a
 * heading above the step level, or a single step.
 */
export default function remarkSteps() {
  return (tree: Root, file: VFile) => {
    visitMdxElements(tree, 'Steps', (steps) => {
      const children = contentChildren(steps) as RootContent[];
      const first = children[0];
      if (!first || first.type !== 'heading') {
        file.fail(
          'Invalid <Steps>: it must start with a step heading (##, ### or ####), and each step starts with one.',
          first ?? steps,
        );
      }
      const level = (first as Heading).depth;
      if (!STEP_HEADING_LEVELS.includes(level)) {
        file.fail(
          `Invalid step heading level ${level} in <Steps>: use ## , ### or #### headings for steps.`,
          first,
        );
      }

      const grouped: MdxJsxFlowElement[] = [];
      for (const child of children) {
        if (child.type === 'heading' && child.depth < level) {
          file.fail(
            `Invalid heading level ${child.depth} inside <Steps>: its steps use level ${level}; close </Steps> before a higher-level heading.`,
            child,
          );
        }
        if (child.type === 'heading' && child.depth === level) {
          grouped.push({ type: 'mdxJsxFlowElement', name: 'Step', attributes: [], children: [] });
        }
        grouped[grouped.length - 1].children.push(child as MdxJsxFlowElement['children'][number]);
      }
      if (grouped.length < 2) {
        file.fail('Invalid <Steps>: a walkthrough needs at least two steps.', steps);
      }
      steps.children = grouped;
    });
  };
}
