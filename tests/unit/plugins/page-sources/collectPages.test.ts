import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLOG_PLUGIN,
  DOCS_PLUGIN,
  PAGES_PLUGIN,
  collectPages,
  collectSidebars,
  collectVersions,
  latestVersion,
  pagesOfVersion,
  resolveSource,
} from '../../../../plugins/page-sources/collectPages';

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
      { title: 'Doc alpha', permalink: '/base/alpha', filePath: path.resolve(SITE, 'docs/alpha.md'), description: undefined, version: 'current' },
      { title: 'Doc v1/beta', permalink: '/base/v1/beta', filePath: path.resolve(SITE, 'docs/v1/beta.md'), description: undefined, version: 'current' },
      { title: 'Doc zeta', permalink: '/base/zeta', filePath: path.resolve(SITE, 'docs/zeta.md'), description: 'About zeta.', version: 'current' },
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

  it("takes the docs plugin's other instances too: their latest docs as pages of no version, their older ones out of every version", () => {
    const allContent = {
      [DOCS_PLUGIN]: {
        default: { loadedVersions: [{ versionName: 'current', isLast: true, docs: [doc('intro', { id: 'intro', version: 'current' })] }] },
        community: {
          loadedVersions: [
            { versionName: 'current', isLast: true, docs: [doc('community/support', { id: 'support', version: 'current' })] },
            { versionName: '1.0', docs: [doc('community/1.0/support', { id: 'support', version: '1.0' })] },
          ],
        },
      },
      [PAGES_PLUGIN]: { default: [], landing: [{ type: 'mdx', permalink: '/base/landing/hello', source: '@site/landing/hello.md', frontMatter: {} }] },
    };
    const pages = collectPages(allContent, SITE);
    expect(pages.map(({ permalink, docId, version }) => ({ permalink, docId, version }))).toEqual([
      { permalink: '/base/community/1.0/support', docId: undefined, version: 'community/1.0' },
      { permalink: '/base/community/support', docId: undefined, version: undefined },
      { permalink: '/base/intro', docId: 'intro', version: 'current' },
      { permalink: '/base/landing/hello', docId: undefined, version: undefined },
    ]);
    // Search: the default instance's version holds its own docs and the other instance's latest.
    expect(pagesOfVersion(pages, { name: 'current' }).map((page) => page.permalink)).toEqual([
      '/base/community/support',
      '/base/intro',
      '/base/landing/hello',
    ]);
  });

  it("takes the blog's listed posts as pages of no version", () => {
    const post = (name: string, extra: Record<string, unknown> = {}) => ({
      metadata: { title: `Post ${name}`, permalink: `/base/blog/${name}`, source: `@site/blog/${name}.md`, frontMatter: {}, unlisted: false, ...extra },
    });
    const allContent = { [BLOG_PLUGIN]: { default: { blogPosts: [post('hello', { frontMatter: { description: 'Hi.' } }), post('hidden', { unlisted: true })] } } };
    expect(collectPages(allContent, SITE)).toEqual([
      { title: 'Post hello', permalink: '/base/blog/hello', filePath: path.resolve(SITE, 'blog/hello.md'), description: 'Hi.' },
    ]);
  });

  it('copes with a site without docs or pages', () => {
    expect(collectPages({}, SITE)).toEqual([]);
    expect(collectPages({ [PAGES_PLUGIN]: { default: null } }, SITE)).toEqual([]);
  });

  it('resolves @site paths against the site folder', () => {
    expect(resolveSource('@site/docs/a.mdx', SITE)).toBe(path.resolve(SITE, 'docs/a.mdx'));
  });
});

describe('docs versions', () => {
  // What the docs plugin loads after `docusaurus docs:version 1.0`: the current docs first, then versions.json's.
  const allContent = {
    [DOCS_PLUGIN]: {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            label: 'Next',
            path: '/base/next',
            isLast: false,
            banner: 'unreleased',
            badge: true,
            docs: [doc('intro', { permalink: '/base/next/intro', version: 'current' })],
            sidebars: { docs: [{ type: 'doc', id: 'intro' }, { type: 'doc', id: 'new' }] },
          },
          {
            versionName: '1.0',
            label: '1.0',
            path: '/base/',
            isLast: true,
            banner: null,
            badge: true,
            docs: [doc('intro', { source: '@site/versioned_docs/version-1.0/intro.md', version: '1.0' })],
            sidebars: { docs: [{ type: 'doc', id: 'intro' }] },
          },
        ],
      },
    },
    [PAGES_PLUGIN]: { default: [{ type: 'mdx', title: 'About', permalink: '/base/about', source: '@site/src/pages/about.mdx', frontMatter: {} }] },
  };

  it('lists the versions newest first, and knows the latest', () => {
    const versions = collectVersions(allContent);
    expect(versions).toEqual([
      { name: 'current', label: 'Next', path: '/base/next', isLast: false, banner: 'unreleased', badge: true },
      { name: '1.0', label: '1.0', path: '/base/', isLast: true, banner: null, badge: true },
    ]);
    expect(latestVersion(versions)?.name).toBe('1.0');
    expect(collectVersions({})).toEqual([]);
  });

  it("gives each page its version, and a version its docs and the pages of no version", () => {
    const pages = collectPages(allContent, SITE);
    expect(pages.map(({ permalink, version }) => [permalink, version])).toEqual([
      ['/base/about', undefined],
      ['/base/intro', '1.0'],
      ['/base/next/intro', 'current'],
    ]);
    const [next, latest] = collectVersions(allContent);
    expect(pagesOfVersion(pages, next).map((page) => page.permalink)).toEqual(['/base/about', '/base/next/intro']);
    expect(pagesOfVersion(pages, latest).map((page) => page.permalink)).toEqual(['/base/about', '/base/intro']);
  });

  it('keeps what a reading order needs of each sidebar item: category pages, refs and links, not html', () => {
    const content = {
      [DOCS_PLUGIN]: {
        default: {
          loadedVersions: [
            {
              isLast: true,
              docs: [],
              sidebars: {
                docs: [
                  { type: 'html', value: '<b>Guides</b>' },
                  { type: 'ref', id: 'intro', label: 'Start here' },
                  {
                    type: 'category',
                    label: 'Cards',
                    link: { type: 'generated-index', slug: '/cards', permalink: '/base/cards', title: 'All cards', description: 'Every card.' },
                    items: [{ type: 'link', href: '/faq', label: 'FAQ' }],
                  },
                  { type: 'category', label: 'Folder', link: { type: 'doc', id: 'folder/index' }, items: [] },
                ],
              },
            },
          ],
        },
      },
    };
    expect(collectSidebars(content).docs).toEqual([
      { kind: 'doc', docId: 'intro', label: 'Start here' },
      {
        kind: 'category',
        label: 'Cards',
        docId: undefined,
        generatedIndex: { permalink: '/base/cards', title: 'All cards', description: 'Every card.' },
        items: [{ kind: 'link', href: '/faq', label: 'FAQ' }],
      },
      { kind: 'category', label: 'Folder', docId: 'folder/index', items: [] },
    ]);
  });

  it("reads a version's sidebars, the latest's by default", () => {
    const ids = (sidebars: ReturnType<typeof collectSidebars>) => sidebars.docs.map((entry) => (entry.kind === 'doc' ? entry.docId : entry.kind));
    expect(ids(collectSidebars(allContent))).toEqual(['intro']);
    expect(ids(collectSidebars(allContent, 'current'))).toEqual(['intro', 'new']);
    expect(collectSidebars(allContent, 'no-such-version')).toEqual({});
  });
});
