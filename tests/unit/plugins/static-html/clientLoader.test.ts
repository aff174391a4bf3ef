import { compile } from '@mdx-js/mdx';
import { parse } from 'acorn';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeStaticHtml from '../../../../plugins/rehype/staticHtml';
import { STATIC_HTML_ATTRIBUTE } from '../../../../src/staticHtml/attribute';
import { expandSuffixes } from '../../../../src/staticHtml/loadStaticHtml';
import remarkHighlightCode from '../../../../plugins/remark/highlightCode';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { extractStaticHtml, compactSuffixes } = require('../../../../plugins/static-html/clientLoader.cjs') as {
  extractStaticHtml(source: string, attribute: string): { code: string; file: string; json: string } | undefined;
  compactSuffixes(suffixes: string[]): string;
};

const PAGE = [
  'A paragraph with **bold** text and `code`, long enough to be static.',
  '',
  '```ts title="a.ts"',
  'const answer = 42;',
  '```',
  '',
  '- one *item*',
  '- two',
  '',
  'Short.',
].join('\n');

async function compiled(source: string): Promise<string> {
  const file = new VFile({ path: 'docs/page.mdx', value: source });
  return String(await compile(file, { remarkPlugins: [remarkHighlightCode], rehypePlugins: [rehypeStaticHtml] }));
}

describe('static HTML client loader', () => {
  it('moves every marked string to a JSON file and reads them back through one awaited call', async () => {
    const source = await compiled(PAGE);
    const extracted = extractStaticHtml(source, STATIC_HTML_ATTRIBUTE);
    expect(extracted).toBeDefined();
    const { code, file, json } = extracted!;
    const pieces = JSON.parse(json) as string[];
    expect(pieces).toHaveLength(3);
    expect(pieces[0]).toBe('A paragraph with <strong>bold</strong> text and <code>code</code>, long enough to be static.');
    expect(pieces[1]).toContain('<span class="k">const</span>');
    expect(pieces[2]).toContain('<li>one <em>item</em></li>');
    // The strings are gone from the module; short text stays where it was.
    for (const piece of pieces) expect(code).not.toContain(JSON.stringify(piece));
    expect(code).toContain('"Short."');
    expect(file).toMatch(/^assets\/static-html\/[0-9a-f]{16}\.json$/);
    const keys = [...source.matchAll(/"data-static-html": "([^"]+)"/g)].map(([, key]) => key);
    const prefix = keys[0].replace(/[^-]*$/, '');
    expect(keys.every((key) => key.startsWith(prefix))).toBe(true);
    const suffixes = keys.map((key) => key.slice(prefix.length));
    expect(code).toContain(`await __vxLoadStaticHtml(__webpack_public_path__ + "${file}", "${prefix}", ${JSON.stringify(compactSuffixes(suffixes))})`);
    expect(expandSuffixes(compactSuffixes(suffixes))).toEqual(suffixes);
    // The keys leave the module too: the server's HTML keeps them, and the browser reads them only there.
    expect(code).not.toContain('"data-static-html"');
    expect(code).toContain('__vxStaticHtml[0]');
    expect(code).toContain('__vxStaticHtml[2]');
    // Still a module the bundler can parse.
    expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('names the pieces in runs, which the page expands back to every key in order', () => {
    const suffixes = ['0', '1', '2', 'c0', '3', 'c1', 'c2', 'c3', '4', '10', '11', '074b20-0', '074b20-1', '07'];
    const compact = compactSuffixes(suffixes);
    expect(compact).toBe('0~2,c0,3,c1~3,4,10~11,074b20-0~1,07');
    expect(expandSuffixes(compact)).toEqual(suffixes);
    const many = Array.from({ length: 84 }, (_, index) => String(index));
    expect(compactSuffixes(many)).toBe('0~83');
    expect(expandSuffixes('0~83')).toEqual(many);
  });

  it('names the JSON file after its contents, so a changed page gets a new file', async () => {
    const one = extractStaticHtml(await compiled(PAGE), STATIC_HTML_ATTRIBUTE);
    const same = extractStaticHtml(await compiled(PAGE), STATIC_HTML_ATTRIBUTE);
    const changed = extractStaticHtml(await compiled(PAGE.replace('bold', 'strong')), STATIC_HTML_ATTRIBUTE);
    expect(same?.file).toBe(one?.file);
    expect(changed?.file).not.toBe(one?.file);
  });

  it('leaves a module without marked HTML untouched', async () => {
    expect(extractStaticHtml(await compiled('Short.'), STATIC_HTML_ATTRIBUTE)).toBeUndefined();
    expect(extractStaticHtml('export const x = 1;', STATIC_HTML_ATTRIBUTE)).toBeUndefined();
  });
});
