import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import staticHtmlPlugin, { plainTagOverrides } from '../../../../plugins/static-html';
import { MDX_FILE, mdxModuleRule } from '../../../../plugins/lib/mdxModuleRule';

const REPO = path.resolve(__dirname, '../../../..');
const sites: string[] = [];

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vx-static-html-'));
  sites.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of sites.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the static-HTML plugin', () => {
  it('accepts this site: its MDX components render plain elements as plain HTML', () => {
    expect(plainTagOverrides(REPO)).toEqual([]);
  });

  it('refuses a shadow of an MDX component that plain prose would bypass, naming the file and the way out', () => {
    const dir = site({ 'src/theme/MDXComponents/Ul.tsx': 'export default () => null;', 'src/theme/MDXComponents/Heading/index.tsx': '' });
    expect(plainTagOverrides(dir)).toEqual([expect.stringMatching(/^\[vx-static-html\] src\/theme\/MDXComponents\/Ul\.tsx shadows @theme\/MDXComponents\/Ul, but plain <ul> .*Take 'ul' out of PLAIN_TAGS/)]);
    expect(() => staticHtmlPlugin({ siteDir: dir } as never)).toThrow(/MDXComponents\/Ul\.tsx/);
  });

  it('refuses an MDXComponents entry for a plain tag', () => {
    const dir = site({ 'src/theme/MDXComponents.tsx': "export default {\n  ...MDXComponents,\n  p: Paragraph,\n  'blockquote': Quote,\n  h2: Heading,\n};\n" });
    expect(plainTagOverrides(dir).map((problem) => /<(\w+)>/.exec(problem)?.[1])).toEqual(['p', 'blockquote']);
  });

  it('adds its loader to the browser build only, with the attribute that marks static HTML', () => {
    const plugin = staticHtmlPlugin({ siteDir: site({}) } as never);
    const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => { module?: { rules: { use: { options: object }[] }[] } };
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).module!.rules[0]!.use[0]!.options).toEqual({ attribute: 'data-static-html' });
  });
});

describe('mdxModuleRule', () => {
  it("matches MDX modules, and is left alone by core's MDX fallback rule (which reads RegExp tests only)", () => {
    const rule = mdxModuleRule(['x-loader']);
    expect(['a.md', 'b.MDX', '/docs/c.mdx'].every(rule.test)).toBe(true);
    expect(['a.js', 'a.mdx.js', 'md'].some(rule.test)).toBe(false);
    // What createMDXFallbackPlugin (core's server/plugins/synthetic.js) asks of each rule.
    const picked = (candidate: { test: unknown }) => candidate.test instanceof RegExp && candidate.test.test('x.mdx');
    expect(picked(rule)).toBe(false);
    expect(picked({ test: MDX_FILE })).toBe(true);
  });
});
