import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { themes } from 'prism-react-renderer';
import codePlugin from '../../../../plugins/code';
import { prismThemeCss } from '../../../../plugins/code/themeCss';
import { codeConventions, codeConventionsOf, setCodeConventions } from '../../../../plugins/remark/codeConfig';
import { grammarFor } from '../../../../plugins/remark/prismLanguages';
import { HIGHLIGHTED_LINE_CLASS } from '../../../../src/code/lineClasses';

async function contextWith(prism: unknown): Promise<LoadContext> {
  const generatedFilesDir = await mkdtemp(path.join(tmpdir(), 'vx-code-'));
  return { generatedFilesDir, siteConfig: { themeConfig: { prism } } } as unknown as LoadContext;
}

describe('the code plugin (themeConfig.prism)', () => {
  afterEach(() => setCodeConventions(codeConventionsOf(undefined)));

  it('loads additionalLanguages, with the languages they need, into the build’s Prism', async () => {
    expect(grammarFor('php')).toBeNull();
    codePlugin(await contextWith({ theme: { plain: {}, styles: [] }, additionalLanguages: ['PHP', 'csharp'] }));
    // PHP needs markup-templating, which Prism loads first.
    expect(grammarFor('php')).toBeTypeOf('object');
    expect(grammarFor('csharp')).toBeTypeOf('object');
  });

  it('stops the build on a language Prism does not have, naming the key', async () => {
    const context = await contextWith({ additionalLanguages: ['klingon'] });
    expect(() => codePlugin(context)).toThrow(
      '[vx-code] themeConfig.prism.additionalLanguages lists "klingon", which is not a Prism language.',
    );
  });

  it('hands magicComments and defaultLanguage to the remark plugins', async () => {
    codePlugin(await contextWith({ theme: { plain: {}, styles: [] }, magicComments: [{ className: 'mine', line: 'mine-next-line' }], defaultLanguage: 'Kotlin' }));
    expect(codeConventions().magicComments.map((comment) => comment.className)).toEqual(['mine', 'code-line-added', 'code-line-removed']);
    expect(codeConventions().defaultLanguage).toBe('kotlin');
    // Without the keys: Docusaurus' default comments.
    codePlugin(await contextWith({ theme: { plain: {}, styles: [] } }));
    expect(codeConventions().magicComments[0].className).toBe(HIGHLIGHTED_LINE_CLASS);
    expect(codeConventions().defaultLanguage).toBeUndefined();
  });

  it("loads no CSS for the site's empty theme, and CSS for the token roles from a Prism theme (palenight when none is set)", async () => {
    const empty = await contextWith({ theme: { plain: {}, styles: [] } });
    expect(codePlugin(empty).getClientModules?.()).toEqual([]);
    const github = await contextWith({ theme: themes.github, darkTheme: themes.dracula });
    const [cssFile] = codePlugin(github).getClientModules?.() ?? [];
    expect(await readFile(cssFile, 'utf8')).toBe(prismThemeCss(themes.github, themes.dracula));
    const unset = await contextWith({});
    const [palenightFile] = codePlugin(unset).getClientModules?.() ?? [];
    expect(await readFile(palenightFile, 'utf8')).toBe(prismThemeCss(themes.palenight, undefined));
    for (const context of [empty, github, unset]) await rm(context.generatedFilesDir, { recursive: true });
  });
});

describe('prismThemeCss', () => {
  it('is empty for an empty theme', () => {
    expect(prismThemeCss({ plain: {}, styles: [] }, undefined)).toBe('');
  });

  it("sets each role's colour token from the theme's style of its first styled type, else the plain colour, per mode", () => {
    const css = prismThemeCss(themes.github, themes.dracula);
    const light = css.slice(css.indexOf("html[data-theme='light'] {"), css.indexOf('}'));
    expect(light).toContain('--vx-code-bg: #f6f8fa;');
    expect(light).toContain('--vx-code-text: #393A34;');
    expect(light).toContain('--vx-code-comment: #999988;');
    // GitHub styles `keyword` twice: the later entry wins, as in prism-react-renderer.
    expect(light).toContain('--vx-code-keyword: #00009f;');
    expect(light).toContain('--vx-code-string: #e3116c;');
    // No style for class names: the plain colour.
    expect(light).toContain('--vx-code-type: #393A34;');
    expect(css).toContain("html[data-theme='light'] .theme-code-block .c { font-style: italic; }");
    expect(css).toContain("html[data-theme='light'] .theme-code-block .k { font-style: normal; }");
    expect(css).toMatch(/html\[data-theme='dark'\] \{\n  --vx-code-bg: #282A36;/);
  });

  it('uses the light theme in dark mode when there is no darkTheme, and leaves out declarations a theme value could break', () => {
    const css = prismThemeCss({ plain: { color: 'red; } body { display: none' }, styles: [{ types: ['comment'], style: { color: 'blue', fontWeight: 'bold', opacity: 0.5 } }] }, undefined);
    expect(css).toContain("html[data-theme='dark'] .theme-code-block .c { font-style: normal; font-weight: bold; opacity: 0.5; }");
    expect(css).not.toMatch(/display: none;|red;/);
  });
});
