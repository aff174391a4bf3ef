import { compile, evaluate } from '@mdx-js/mdx';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { createElement, type ComponentType, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkSteps from '../../../../plugins/remark/steps';
import remarkCodeGroup from '../../../../plugins/remark/codeGroup';
import remarkDiffLines from '../../../../plugins/remark/diffLines';

export const FIXTURE_PATH = 'docs/fixture.mdx';

/** Hands each code block's meta string to the `code` component, as Docusaurus does. */
function passMetastring() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, metastring: node.meta ?? undefined } };
    });
  };
}

const remarkPlugins = [remarkSteps, remarkCodeGroup, remarkDiffLines, passMetastring];

/** Compiles MDX with our remark plugins, as the docs build does, and renders it. */
export async function renderMdx(
  source: string,
  components: Record<string, ComponentType<{ children?: ReactNode }>> = {},
): Promise<string> {
  const file = new VFile({ path: FIXTURE_PATH, value: source });
  const { default: Content } = await evaluate(file, { ...runtime, remarkPlugins });
  return renderToStaticMarkup(createElement(Content, { components }));
}

/** The error a build would print, or undefined when the MDX compiles. */
export async function compileError(source: string): Promise<{ message: string; file?: string } | undefined> {
  try {
    await compile(new VFile({ path: FIXTURE_PATH, value: source }), { remarkPlugins });
    return undefined;
  } catch (error) {
    const { message, file } = error as { message: string; file?: string };
    return { message, file };
  }
}
