// Manual wrap (the swizzle CLI forbids wrapping MDXComponents): our MDX
// widgets are global, so writers use <CodeGroup> and <Steps> without imports.
import MDXComponents from '@theme-original/MDXComponents';
import CodeGroup from '@site/src/components/mdx/CodeGroup';
import Steps from '@site/src/components/mdx/Steps';

export default {
  ...MDXComponents,
  CodeGroup,
  Steps,
};
