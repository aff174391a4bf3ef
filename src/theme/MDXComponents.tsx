// Manual wrap (the swizzle CLI forbids wrapping MDXComponents): our MDX
// widgets are global, so writers use them without imports.
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import CodeGroup from '@site/src/components/mdx/CodeGroup';
import Steps, { Step } from '@site/src/components/mdx/Steps';
import Sponsors from '@site/src/components/mdx/Sponsors';
import Authors from '@site/src/components/mdx/Authors';
import BlogPosts from '@site/src/components/mdx/BlogPosts';
import Diagram from '@site/src/components/mdx/Diagram';
import Table from '@site/src/components/mdx/Table';
import { Input, ListItem } from '@site/src/components/mdx/TaskList';

export default {
  ...MDXComponents,
  // Made by plugins/remark/highlightCode.ts from each fenced block, already highlighted.
  CodeBlock,
  CodeGroup,
  Steps,
  // Made by plugins/remark/steps.ts; writers never type it.
  Step,
  Sponsors,
  Authors,
  BlogPosts,
  // Made by plugins/remark/diagrams.ts from each ```mermaid block.
  Diagram,
  // Markdown tables, in a box that scrolls sideways when they are too wide.
  table: Table,
  // Task list items name their checkboxes.
  li: ListItem,
  input: Input,
};
