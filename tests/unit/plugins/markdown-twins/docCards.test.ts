import { describe, expect, it } from 'vitest';
import { categoryItemsPlural, docCardsOf } from '../../../../plugins/markdown-twins/docCards';
import type { PageSource } from '../../../../plugins/page-sources/collectPages';

const doc = (id: string, permalink: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title of ${id}`,
  permalink,
  source: `@site/docs/${id}.mdx`,
  description: `About ${id}.`,
  sidebar: 'docs',
  ...extra,
});

/** A site with one sidebar: a linked category holding docs, a link, an html item and a generated-index category. */
const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            doc('guide/index', '/guide/'),
            doc('guide/tabs', '/guide/tabs', { frontMatter: { sidebar_label: 'Tab groups' } }),
            doc('guide/hidden', '/guide/hidden', { unlisted: true }),
            doc('guide/more/one', '/guide/more/one'),
            doc('intro', '/intro'),
            doc('loose', '/loose', { sidebar: undefined }),
          ],
          sidebars: {
            docs: [
              { type: 'doc', id: 'intro' },
              {
                type: 'category',
                label: 'Guide',
                link: { type: 'doc', id: 'guide/index' },
                items: [
                  { type: 'doc', id: 'guide/tabs' },
                  { type: 'doc', id: 'guide/hidden' },
                  { type: 'link', label: 'XMTP.org', href: 'https://xmtp.org/', description: 'The protocol.' },
                  { type: 'html', value: '<hr>' },
                  {
                    type: 'category',
                    label: 'More',
                    link: { type: 'generated-index', permalink: '/guide/more' },
                    items: [{ type: 'doc', id: 'guide/more/one' }],
                  },
                  { type: 'category', label: 'Described', description: 'Its own words.', items: [{ type: 'doc', id: 'guide/more/one' }] },
                ],
              },
            ],
          },
        },
      ],
    },
  },
};

const page = (docId: string, permalink: string): PageSource => ({ title: undefined, permalink, filePath: `/site/docs/${docId}.mdx`, description: undefined, docId, version: 'current' });

describe('docCardsOf', () => {
  const cards = docCardsOf(allContent, (count) => `${count} items`, { trailingSlash: false, baseUrl: '/' });

  it("gives a category's index page the cards of its items, as the theme's DocCardList shows them", () => {
    expect(cards.cardsOf(page('guide/index', '/guide'))).toEqual([
      // A doc: its sidebar label, its description.
      { title: 'Tab groups', href: '/guide/tabs', description: 'About guide/tabs.' },
      // The unlisted doc and the html item get no card.
      { title: 'XMTP.org', href: 'https://xmtp.org/', description: 'The protocol.' },
      { title: 'More', href: '/guide/more', description: '1 items' },
      // A category without a link leads to its first item.
      { title: 'Described', href: '/guide/more/one', description: 'Its own words.' },
    ]);
  });

  it('gives a page in a category its siblings, one in no category its whole sidebar, one in no sidebar none', () => {
    expect(cards.cardsOf(page('guide/tabs', '/guide/tabs'))?.map((card) => card.title)).toEqual(['Tab groups', 'XMTP.org', 'More', 'Described']);
    expect(cards.cardsOf(page('guide/more/one', '/guide/more/one'))?.map((card) => card.title)).toEqual(['Title of guide/more/one']);
    expect(cards.cardsOf(page('intro', '/intro'))).toEqual([
      { title: 'Title of intro', href: '/intro', description: 'About intro.' },
      // The category index doc's `/guide/` as the site routes it.
      { title: 'Guide', href: '/guide', description: '6 items' },
    ]);
    expect(cards.cardsOf(page('loose', '/loose'))).toBeUndefined();
    expect(cards.descriptionOf('current', 'intro')).toBe('About intro.');
  });
});

describe('categoryItemsPlural', () => {
  it("picks the locale's plural form of the theme's translation", () => {
    expect(categoryItemsPlural('en', {})(1)).toBe('1 item');
    expect(categoryItemsPlural('en', {})(3)).toBe('3 items');
    const french = { 'theme.docs.DocCard.categoryDescription.plurals': '1 élément|{count} éléments' };
    expect(categoryItemsPlural('fr', french)(1)).toBe('1 élément');
    expect(categoryItemsPlural('fr', french)(4)).toBe('4 éléments');
  });
});
