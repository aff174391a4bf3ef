import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CodeGroup from '../../../src/components/mdx/CodeGroup';

/** A fenced block as the build hands it over (plugins/remark/highlightCode.ts). */
function CodeBlock(props: { title?: string; language?: string; code: string }) {
  return <pre data-title={props.title ?? ''}>{props.code}</pre>;
}
const block = (language: string, title: string | undefined, code: string) => (
  <CodeBlock key={code} language={language} title={title} code={code} />
);

describe('CodeGroup', () => {
  it('makes a tab per block, labelled by title or else by language, in the shared "sdk" group', () => {
    const html = renderToStaticMarkup(<CodeGroup>{[block('ts', 'JavaScript', 'js();'), block('kotlin', undefined, 'kt()')]}</CodeGroup>);
    expect(html).toContain('data-group="sdk"');
    expect(html).toContain('<section data-value="JavaScript" aria-label="JavaScript">');
    expect(html).toContain('<section data-value="kotlin" aria-label="kotlin">');
  });

  it('drops the title from the block inside a tab: the tab is its title', () => {
    const html = renderToStaticMarkup(<CodeGroup>{[block('ts', 'JavaScript', 'a'), block('swift', 'Swift', 'b')]}</CodeGroup>);
    expect(html).toContain('<pre data-title="">a</pre>');
    expect(html).toContain('<pre data-title="">b</pre>');
  });

  it('renders nothing unless given an array of children', () => {
    expect(renderToStaticMarkup(<CodeGroup>{block('ts', 'JavaScript', 'only')}</CodeGroup>)).toBe('');
    expect(renderToStaticMarkup(<CodeGroup />)).toBe('');
    expect(renderToStaticMarkup(<CodeGroup>{[]}</CodeGroup>)).toBe('');
  });
});
