import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_PLUGIN, PAGES_PLUGIN, collectPages, resolveSource } from '../../../../plugins/page-sources/collectPages';

const SITE = '/site';

const doc = (name: string, extra: Record<string, unknown> = {}) => ({
  title: `Doc ${name}`,
  permalink: `/base/${name}`,
  source: `@site/docs/${name}.md`,
  unlisted: false,
  frontMatter: {},
  ...extra,
});

describe('collectPages', () => {
  it('takes listed docs of every version and MDX pages, sorted by permalink', () => {
    const allContent = {
      [DOCS_PLUGIN]: {
        default: {
          loadedVersions: [
            { docs: [doc('zeta', { frontMatter: { description: '  About zeta.  ' } }), doc('alpha', { description: 'From the excerpt' })] },
            { docs: [doc('v1/beta')] },
          ],
        },
      },
      [PAGES_PLUGIN]: {
        default: [
          { type: 'jsx', permalink: '/base/', source: '@site/src/pages/index.tsx' },
          { type: 'mdx', permalink: '/base/about', source: '@site/src/pages/about.mdx', unlisted: false, frontMatter: {} },
        ],
      },
    };
    expect(collectPages(allContent, SITE)).toEqual([
      { title: undefined, permalink: '/base/about', filePath: path.resolve(SITE, 'src/pages/about.mdx'), description: undefined },
      // Only the front matter's description: the metadata's falls back to the first paragraph.
      { title: 'Doc alpha', permalink: '/base/alpha', filePath: path.resolve(SITE, 'docs/alpha.md'), description: undefined },
      { title: 'Doc v1/beta', permalink: '/base/v1/beta', filePath: path.resolve(SITE, 'docs/v1/beta.md'), description: undefined },
      { title: 'Doc zeta', permalink: '/base/zeta', filePath: path.resolve(SITE, 'docs/zeta.md'), description: 'About zeta.' },
    ]);
  });

  it('skips unlisted and draft items, also in dev where Docusaurus does not flag them', () => {
    const allContent = {
      [DOCS_PLUGIN]: {
        default: {
          loadedVersions: [
            {
              docs: [
                doc('kept'),
                doc('unlisted', { unlisted: true }),
                doc('unlisted-in-dev', { frontMatter: { unlisted: true } }),
                doc('draft-in-dev', { frontMatter: { draft: true } }),
              ],
            },
          ],
        },
      },
      [PAGES_PLUGIN]: {
        default: [{ type: 'mdx', title: 'Hidden', permalink: '/base/hidden', source: '@site/src/pages/hidden.md', unlisted: true }],
      },
    };
    expect(collectPages(allContent, SITE).map((page) => page.permalink)).toEqual(['/base/kept']);
  });

  it('copes with a site without docs or pages', () => {
    expect(collectPages({}, SITE)).toEqual([]);
    expect(collectPages({ [PAGES_PLUGIN]: { default: null } }, SITE)).toEqual([]);
  });

  it('resolves @site paths against the site folder', () => {
    expect(resolveSource('@site/docs/a.mdx', SITE)).toBe(path.resolve(SITE, 'docs/a.mdx'));
  });
});
