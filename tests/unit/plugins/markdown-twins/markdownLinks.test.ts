import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownLinkResolver } from '@site/plugins/markdown-twins/markdownLinks';

const siteDir = '/site';
const at = (file: string) => path.join(siteDir, file);

/** A site with current docs, a cut version 1.0, a blog and a pages folder. */
const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        { contentPath: at('docs'), contentPathLocalized: at('i18n/en/docusaurus-plugin-content-docs/current') },
        { contentPath: at('versioned_docs/version-1.0'), contentPathLocalized: undefined },
      ],
    },
  },
};
const permalinks = new Map([
  [at('docs/intro.md'), '/intro'],
  [at('docs/guide/setup.mdx'), '/guide/setup'],
  [at('docs/guide/intro.md'), '/guide/intro'],
  [at('versioned_docs/version-1.0/intro.md'), '/1.0/intro'],
  [at('blog/2024-11-01-launch.md'), '/blog/launch'],
  [at('blog/roadmap.md'), '/blog/roadmap'],
  [at('i18n/fr/docusaurus-plugin-content-blog/roadmap.md'), '/fr/blog/roadmap'],
  [at('src/pages/about.md'), '/about'],
  [at('docs/folder with space/doc 1.md'), '/folder with space/doc 1'],
]);
const resolve = markdownLinkResolver(allContent, siteDir, permalinks);

describe('markdownLinkResolver: Markdown file links, by Docusaurus rules', () => {
  it('resolves ./ and ../ from the file they are written in', () => {
    expect(resolve('./setup.mdx', at('docs/guide/intro.md'))).toBe('/guide/setup');
    expect(resolve('../intro.md', at('docs/guide/setup.mdx'))).toBe('/intro');
  });

  it("resolves /file.md from the linking file's content folder: a versioned doc stays in its version", () => {
    expect(resolve('/intro.md', at('docs/guide/setup.mdx'))).toBe('/intro');
    expect(resolve('/intro.md', at('versioned_docs/version-1.0/guide/setup.mdx'))).toBe('/1.0/intro');
    expect(resolve('/roadmap.md', at('blog/2024-11-01-launch.md'))).toBe('/blog/roadmap');
    expect(resolve('/roadmap.md', at('i18n/fr/docusaurus-plugin-content-blog/2024-11-01-launch.md'))).toBe('/fr/blog/roadmap');
    expect(resolve('/about.md', at('src/pages/team/index.md'))).toBe('/about');
  });

  it('resolves a bare file.md from its own folder first, then the content folder', () => {
    expect(resolve('intro.md', at('docs/guide/setup.mdx'))).toBe('/guide/intro');
    expect(resolve('intro.md', at('docs/other/page.md'))).toBe('/intro');
  });

  it('resolves @site/ paths and encoded spaces', () => {
    expect(resolve('@site/docs/guide/setup.mdx', at('blog/2024-11-01-launch.md'))).toBe('/guide/setup');
    expect(resolve('./folder%20with%20space/doc%201.md', at('docs/intro.md'))).toBe('/folder with space/doc 1');
  });

  it('names no page for a file that is not one', () => {
    expect(resolve('./gone.md', at('docs/intro.md'))).toBeUndefined();
    expect(resolve('@site/docs/gone.md', at('docs/intro.md'))).toBeUndefined();
  });
});
