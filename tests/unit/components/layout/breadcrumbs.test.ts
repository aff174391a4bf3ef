import { describe, expect, it } from 'vitest';
import { breadcrumbList, crumbsOf } from '../../../../src/components/layout/Breadcrumbs/crumbs';

/** What useSidebarBreadcrumbs returns for a page in a folder whose index page is its category's page. */
const TRAIL = [
  { type: 'category', label: 'Guides', items: [] },
  { type: 'category', label: 'Category from an index page', href: '/conformance/folders/linked-by-index/', items: [] },
  { type: 'link', label: 'A page inside the folder', href: '/conformance/folders/linked-by-index/child' },
];

describe('breadcrumbs', () => {
  it('link the categories that have a page, but not those whose page is unlisted', () => {
    expect(crumbsOf(TRAIL)).toEqual([
      { label: 'Guides', href: undefined },
      { label: 'Category from an index page', href: '/conformance/folders/linked-by-index/' },
      { label: 'A page inside the folder', href: '/conformance/folders/linked-by-index/child' },
    ]);
    expect(crumbsOf([{ type: 'category', label: 'Hidden', href: '/hidden/', linkUnlisted: true }])).toEqual([{ label: 'Hidden', href: undefined }]);
  });

  it('give search engines the pages of the trail at the addresses the site serves', () => {
    expect(breadcrumbList(crumbsOf(TRAIL), 'https://docs.xmtp.org', { trailingSlash: false, baseUrl: '/' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Category from an index page', item: 'https://docs.xmtp.org/conformance/folders/linked-by-index' },
        { '@type': 'ListItem', position: 2, name: 'A page inside the folder', item: 'https://docs.xmtp.org/conformance/folders/linked-by-index/child' },
      ],
    });
    // Left as written when the site has no trailing-slash preference, as Docusaurus does.
    expect(breadcrumbList(crumbsOf(TRAIL), 'https://x.org', { trailingSlash: undefined, baseUrl: '/' }).itemListElement[0].item).toBe(
      'https://x.org/conformance/folders/linked-by-index/',
    );
  });
});
