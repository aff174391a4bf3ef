import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import remarkGfm from 'remark-gfm';
import rehypeStaticHtml from '../../../../plugins/rehype/staticHtml';

const components = {
  a: (props: { href?: string; children?: ReactNode }) => createElement('a', { ...props, 'data-link': 'react' }),
  h2: (props: { id?: string; children?: ReactNode }) => createElement('h2', { ...props, 'data-heading': 'react' }),
  Note: (props: { children?: ReactNode }) => createElement('aside', null, props.children),
};

async function render(source: string, withPlugin = true): Promise<string> {
  const options = { ...runtime, remarkPlugins: [remarkGfm], rehypePlugins: withPlugin ? [rehypeStaticHtml] : [] };
  const { default: Content } = await evaluate(source, options);
  return renderToStaticMarkup(createElement(Content, { components }));
}

async function compiled(source: string): Promise<string> {
  return String(await compile(source, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeStaticHtml] }));
}

const PAGE = [
  'A paragraph with **bold**, *emphasis* and `code`.',
  '',
  '- one `item`',
  '- two **items**',
  '',
  '> A quote with *style*.',
  '',
  '| Name | Kind |',
  '| :--- | ---: |',
  '| `a` | *b* |',
  '',
  'A [link](/dms/conversations) stays a component, and so does its **paragraph**.',
  '',
  '## A heading',
  '',
  '<Note>',
  '',
  'Inside a *component*, plain prose is plain HTML too.',
  '',
  '</Note>',
  '',
  '- [ ] a task',
].join('\n');

describe('rehype static HTML', () => {
  it('renders exactly the markup the components would have rendered', async () => {
    expect(await render(PAGE)).toBe(await render(PAGE, false));
  });

  it('turns plain subtrees into one element with an HTML string', async () => {
    const code = await compiled(PAGE);
    expect(code).toMatch(/dangerouslySetInnerHTML: \{\s*__html: "A paragraph with <strong>bold<\/strong>/);
    expect(code).toContain('__html: "\\n<li>one <code>item</code></li>');
    expect(code).toContain('<td style=\\"text-align:left\\"><code>a</code></td>');
    expect(code).toContain('__html: "Inside a <em>component</em>');
  });

  it('leaves links, headings, task lists and text-only paragraphs to React', async () => {
    const code = await compiled(PAGE);
    expect(code).toMatch(/_components\.a, \{\s*href: "\/dms\/conversations"/);
    expect(code).toMatch(/_components\.h2, \{\s*id: undefined|_components\.h2, \{/);
    expect(code).toContain('className: "contains-task-list"');
    expect(await compiled('Just text.')).not.toContain('dangerouslySetInnerHTML');
  });

  it('never makes static an element with an id, which may be an anchor', async () => {
    const code = await compiled('Text[^1] here.\n\n[^1]: A *note*.');
    expect(code).not.toMatch(/__html: "[^"]*id=/);
  });
});
