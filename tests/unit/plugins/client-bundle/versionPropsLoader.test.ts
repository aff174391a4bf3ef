import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cardUseOf, collectCardSources } from '../../../../plugins/client-bundle/cardSources';

const require = createRequire(import.meta.url);
const loader = require('../../../../plugins/client-bundle/versionPropsLoader.cjs') as {
  (this: { getOptions: () => unknown }, source: string): string;
  docsCardsCanShow: (version: unknown, cards?: { pages?: string[]; docIds?: string[] }) => Set<string>;
};

/**
 * Real route props of the docs plugin: the Next version of the versioned test
 * build (`node scripts/build-versioned.mjs --keep`, then
 * `.docusaurus/docusaurus-plugin-content-docs/default/p/next-*.json` in the
 * copy), with the XMTP docs and the conformance fixture's sidebars. Refresh
 * it when the fixture's sidebars change.
 */
const NEXT = readFileSync(new URL('../../../fixtures/version-props/next.json', import.meta.url), 'utf8');
const TAG_PAGE = readFileSync(new URL('../../../fixtures/version-props/next-tags-fixture.json', import.meta.url), 'utf8');

interface VersionProps {
  version: { pluginId: string; version: string; docs: Record<string, { id: string; title: string; description?: string; sidebar?: string }> };
}

const run = (source: string, cardsByVersion: Record<string, unknown> = {}) => loader.call({ getOptions: () => ({ cardsByVersion }) }, source);
const described = (source: string) =>
  Object.values((JSON.parse(source) as VersionProps).version.docs)
    .filter((doc) => doc.description !== undefined)
    .map((doc) => doc.id)
    .sort();

describe('the version props loader, on a real route props file', () => {
  const original = JSON.parse(NEXT) as VersionProps;

  it('starts from a file where every doc has its description', () => {
    expect(described(NEXT)).toHaveLength(Object.keys(original.version.docs).length);
  });

  it('keeps the descriptions of the items of categories with a page of their own, and no others', () => {
    expect(described(run(NEXT))).toEqual(
      [
        // "Theme components": a category linked to a doc that renders <DocCardList />.
        'conformance/components/admonitions',
        'conformance/components/code-block',
        'conformance/components/index',
        'conformance/components/links',
        'conformance/components/own-components',
        'conformance/components/partials',
        'conformance/components/tabs',
        'conformance/components/themed-image',
        'conformance/components/toc-inline',
        // "Generated index" (sidebars) and "Category from JSON" (_category_.json): generated indexes.
        'conformance/generated/first',
        'conformance/generated/second',
        'conformance/folders/linked-by-category-json/alpha',
        'conformance/folders/linked-by-category-json/beta',
        // Folders whose index page (or same-name page) is the category's page.
        'conformance/folders/linked-by-index/child',
        'conformance/folders/same-name-folder/neighbour',
      ].sort(),
    );
  });

  it('drops every XMTP description (no XMTP page shows cards) and keeps ids, titles and sidebars', () => {
    const trimmed = JSON.parse(run(NEXT)) as VersionProps;
    expect(trimmed.version.docs['get-started/faq']).toEqual({ ...original.version.docs['get-started/faq'], description: undefined });
    expect(trimmed.version.docs['get-started/faq'].title).toBe(original.version.docs['get-started/faq'].title);
    expect(Object.keys(trimmed.version.docs)).toEqual(Object.keys(original.version.docs));
    expect((trimmed as unknown as { version: { docsSidebars: unknown } }).version.docsSidebars).toEqual(
      (original as unknown as { version: { docsSidebars: unknown } }).version.docsSidebars,
    );
    expect(run(NEXT).length).toBeLessThan(NEXT.length * 0.8);
  });

  it("keeps the siblings of a page that renders cards itself, and the docs it names, in that page's version only", () => {
    const cards = { 'default/current': { pages: ['conformance/overview'], docIds: ['get-started/faq'] } };
    const kept = described(run(NEXT, cards));
    // The overview sits at the top level of the conformance sidebar: its siblings there.
    expect(kept).toEqual(expect.arrayContaining(['conformance/overview', 'conformance/page-options', 'conformance/no-toc', 'conformance/second-sidebar', 'get-started/faq']));
    expect(kept).not.toContain('get-started/intro');
    expect(described(run(NEXT, { 'default/1.0': cards['default/current'] }))).not.toContain('get-started/faq');
  });

  it('leaves other route props (tag pages, generated indexes) as they are', () => {
    expect(run(TAG_PAGE)).toBe(TAG_PAGE);
  });
});

describe('pages that render doc cards', () => {
  it('are those that use DocCardList or DocCard, with the doc ids they name', () => {
    expect(cardUseOf("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />")).toEqual({ rendersCards: true, docIds: [] });
    expect(cardUseOf(`<DocCardList items={[{ type: 'link', href: '/a', label: 'A', docId: 'dms/streams' }, { docId: "groups/x" }]} />`)).toEqual({
      rendersCards: true,
      docIds: ['dms/streams', 'groups/x'],
    });
    expect(cardUseOf("A page about cards, with docId: 'not/a/card'.")).toEqual({ rendersCards: false, docIds: [] });
  });

  it('are found in the sources of every version of every docs plugin', async () => {
    const files: Record<string, string> = {
      '/site/docs/a.mdx': '<DocCardList />',
      '/site/docs/b.md': 'Plain.',
      '/site/versioned_docs/version-1.0/a.mdx': 'Plain in 1.0.',
      '/site/community/c.mdx': "<DocCard item={{ type: 'link', href: '/x', docId: 'intro' }} />",
    };
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            { versionName: 'current', docs: [{ id: 'a', source: '@site/docs/a.mdx' }, { id: 'b', source: '@site/docs/b.md' }] },
            { versionName: '1.0', docs: [{ id: 'a', source: '@site/versioned_docs/version-1.0/a.mdx' }] },
          ],
        },
        community: { loadedVersions: [{ versionName: 'current', docs: [{ id: 'c', source: '@site/community/c.mdx' }] }] },
      },
    };
    const found = await collectCardSources(allContent, '/site', async (file) => files[file]);
    expect(found).toEqual({ 'default/current': { pages: ['a'], docIds: [] }, 'community/current': { pages: ['c'], docIds: ['intro'] } });
  });
});
