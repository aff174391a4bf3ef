import { describe, expect, it } from 'vitest';
import { comparablePath, indexedPages, suggestPages } from '@site/src/components/layout/PageSuggestions/suggestPages';
import { SPEC_ROUTES } from '../../../e2e/routes';
import { buildFixtureIndex, page, section } from '../../search/fixtureIndex';

/** Every page of the site, under a base path or not, with a few words each and one section. */
function siteIndex(baseUrl = '/') {
  const base = baseUrl.slice(0, -1);
  const drafts = SPEC_ROUTES.flatMap((route) => {
    const href = `${base}${route}`;
    const words = route.split(/[/-]/).filter(Boolean).join(' ');
    const text =
      route === '/groups/group-permissions'
        ? 'Who may add members to a group chat: permissions and policies for admins.'
        : `About ${words}.`;
    return [page(href, `Page ${words || 'home'}`, text), section(`${href}#more`, `More on ${words}`, 'Details.', [words])];
  });
  return buildFixtureIndex(drafts).index;
}

const hrefs = (pathname: string, baseUrl = '/', index = siteIndex(baseUrl)) =>
  suggestPages(pathname, baseUrl, index).map((suggestion) => suggestion.href);

describe('comparablePath', () => {
  it.each([
    ['/dms/conversations', '/dms/conversations'],
    ['/DMS/Conversations.html', '/dms/conversations'],
    ['/dms/conversations/', '/dms/conversations'],
    ['//dms//conversations.md', '/dms/conversations'],
    ['/xmtp-docs/dms/conversations', '/dms/conversations'],
    ['/xmtp-docs/', '/'],
    ['/%E2%9C%93/intro', '/✓/intro'],
    ['/%ff/intro', '/%ff/intro'],
    ['/%ff/%E2%9C%93', '/%ff/✓'],
    ['/get-started/intro.mdx', '/get-started/intro'],
  ])('%s → %s', (pathname, expected) => {
    expect(comparablePath(pathname, pathname.startsWith('/xmtp-docs/') ? '/xmtp-docs/' : '/')).toBe(expected);
  });
});

describe('suggestPages', () => {
  it('suggests the page a typo or a missing letter was meant for, first', () => {
    expect(hrefs('/dms/conversation')[0]).toBe('/dms/conversations');
    expect(hrefs('/dms/conversatons')[0]).toBe('/dms/conversations');
    expect(hrefs('/dms/convesrations')[0]).toBe('/dms/conversations');
    expect(hrefs('/get-started/into')[0]).toBe('/get-started/intro');
  });

  it('finds a page asked for under the wrong section, or in the wrong case or form', () => {
    expect(hrefs('/conversations')[0]).toBe('/dms/conversations');
    expect(hrefs('/groups/group-metadat')[0]).toBe('/groups/group-metadata');
    expect(hrefs('/DMS/Conversations.html')[0]).toBe('/dms/conversations');
    expect(hrefs('/content-types/reactions/')[0]).toBe('/content-types/reaction');
  });

  it('falls back on the words of the path', () => {
    expect(hrefs('/group-chat-permissions')).toContain('/groups/group-permissions');
  });

  it('suggests nothing for paths like no page', () => {
    for (const nonsense of ['/zzzzqqq', '/%ff', '/x', '/a/b/c', '/wp-admin/setup-config.php', '/', '/.env']) {
      expect(hrefs(nonsense), nonsense).toEqual([]);
    }
  });

  it('gives at most three pages, each once, and never a section', () => {
    const suggestions = hrefs('/dms/message');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    expect(suggestions.every((href) => !href.includes('#'))).toBe(true);
    expect(suggestions[0]).toBe('/dms/messages');
  });

  it('works under a base path, and suggests links under it', () => {
    expect(hrefs('/xmtp-docs/dms/conversation', '/xmtp-docs/')[0]).toBe('/xmtp-docs/dms/conversations');
    expect(hrefs('/xmtp-docs/zzzzqqq', '/xmtp-docs/')).toEqual([]);
  });

  it('lists the index\'s pages with their titles', () => {
    const pages = indexedPages(siteIndex());
    expect(pages).toHaveLength(SPEC_ROUTES.length);
    expect(pages).toContainEqual({ href: '/dms/conversations', title: 'Page dms conversations' });
  });
});
