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
  it('renders exactly the markup the components would have rendered, plus the keys', async () => {
    const withKeys = await render(PAGE);
    expect(withKeys.replace(/ data-static-html="[^"]*"/g, '')).toBe(await render(PAGE, false));
    // One key per static element, numbered in document order after the file.
    const keys = [...withKeys.matchAll(/data-static-html="([^"]*)"/g)].map(([, key]) => key);
    expect(keys.length).toBeGreaterThan(3);
    expect(keys.map((key) => key.replace(/^[0-9a-f]{6}-/, ''))).toEqual(keys.map((_key, index) => String(index)));
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

  it('makes static a paragraph of text long enough to be worth its key', async () => {
    const long = 'A paragraph with no markup at all, but long enough to matter.';
    expect(await compiled(long)).toContain(`__html: "${long}"`);
    // Inline code stays a child, however long: MDX's code component takes a code without text for a block.
    const code = await compiled('Short, then [a link](/x) and `MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519`.');
    expect(code).not.toContain('__html');
  });

  it('writes links to other sites as Docusaurus does (new tab, no opener), and keeps site links to React', async () => {
    const external = await compiled('See [the spec](https://example.com/spec) and **more**.');
    expect(external).toContain('<a href=\\"https://example.com/spec\\" target=\\"_blank\\" rel=\\"noopener noreferrer\\">the spec</a>');
    const mixed = await compiled('See [the spec](https://example.com/spec) and [our page](/dms/conversations).');
    expect(mixed).not.toContain('__html');
    expect(mixed).toMatch(/_components\.a, \{\s*href: "https:\/\/example\.com\/spec"/);
  });

  it('never makes an element with attributes a static root, which would lose them', async () => {
    const table = ['| Name | Kind |', '| :--- | ---: |', '| [a](/dms/conversations) | *b* |'].join('\n');
    const html = await render(table);
    expect(html).toContain('<td style="text-align:right"><em>b</em></td>');
  });

  it('never makes static an element with an id, which may be an anchor', async () => {
    const code = await compiled('Text[^1] here.\n\n[^1]: A *note*.');
    expect(code).not.toMatch(/__html: "[^"]*id=/);
  });
});
