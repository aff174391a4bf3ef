import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CodeGroup from '../../../src/components/mdx/CodeGroup';

/** A fenced block as MDX hands it over: <pre><code className metastring>. */
function Code(props: { className?: string; metastring?: string; children?: string }) {
  return <code className={props.className} data-meta={props.metastring ?? ''}>{props.children}</code>;
}
const block = (language: string, metastring: string | undefined, code: string) => (
  <pre key={code}>
    <Code className={`language-${language}`} metastring={metastring}>
      {code}
    </Code>
  </pre>
);

describe('CodeGroup', () => {
  it('makes a tab per block, labelled by title or else by language, in the shared "sdk" group', () => {
    const html = renderToStaticMarkup(
      <CodeGroup>{[block('ts', 'title="JavaScript" {2}', 'js();'), block('kotlin', undefined, 'kt()')]}</CodeGroup>,
    );
    expect(html).toContain('data-group="sdk"');
    expect(html).toContain('<section data-value="JavaScript" aria-label="JavaScript">');
    expect(html).toContain('<section data-value="kotlin" aria-label="kotlin">');
  });

  it('drops the title from the block inside a tab, keeping the rest of the meta', () => {
    const html = renderToStaticMarkup(<CodeGroup>{[block('ts', 'title="JavaScript" {2}', 'a'), block('swift', 'title="Swift"', 'b')]}</CodeGroup>);
    expect(html).toContain('data-meta="{2}"');
    expect(html).not.toContain('title=');
  });

  it('renders nothing unless given an array of children', () => {
    expect(renderToStaticMarkup(<CodeGroup>{block('ts', 'title="JavaScript"', 'only')}</CodeGroup>)).toBe('');
    expect(renderToStaticMarkup(<CodeGroup />)).toBe('');
    expect(renderToStaticMarkup(<CodeGroup>{[]}</CodeGroup>)).toBe('');
  });
});
