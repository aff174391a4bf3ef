import { describe, expect, it } from 'vitest';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS } from '@site/src/search/options';
import { rankResults, spreadAcrossPages, type SearchResult } from '@site/src/search/rank';
import { buildFixtureIndex, page, section } from './fixtureIndex';

describe('rankResults', () => {
  it('returns nothing for an empty query', () => {
    const { index } = buildFixtureIndex([page('/a', 'Consent', 'Allow or deny contacts.')]);
    expect(rankResults(index, '   ')).toEqual([]);
  });

  it('puts an exact page-title match first, even when other documents score higher', () => {
    const { index } = buildFixtureIndex([
      section('/faq#consent', 'Why consent matters', 'consent consent consent consent', ['FAQ']),
      page('/consent/user-consent', 'User consent', 'Consent preferences travel with the network.'),
      page('/consent/intro', 'Consent', 'An overview.'),
    ]);
    expect(rankResults(index, 'consent')[0]?.href).toBe('/consent/intro');
    expect(rankResults(index, 'USER CONSENT')[0]?.href).toBe('/consent/user-consent');
  });

  it('prefers documents that match every word, then fills with partial matches', () => {
    const { index } = buildFixtureIndex([
      page('/streams', 'Streams', 'Stream new messages as they arrive.'),
      page('/groups', 'Group chat', 'Create a group and stream group messages.'),
      page('/push', 'Push notifications', 'Notify devices.'),
    ]);
    const hrefs = rankResults(index, 'group stream').map((result) => result.href);
    expect(hrefs[0]).toBe('/groups');
    expect(hrefs).toContain('/streams');
    expect(hrefs).not.toContain('/push');
  });

  it('matches quoted phrases as written, not word by word', () => {
    const { index, texts } = buildFixtureIndex([
      page('/a', 'Sync', 'Messages sync across every installation of the user.'),
      page('/b', 'Installations', 'Every user installation can sync messages.'),
    ]);
    expect(rankResults(index, '"sync across"', texts).map((result) => result.href)).toEqual(['/a']);
    expect(rankResults(index, 'sync across', texts).map((result) => result.href).sort()).toEqual(['/a', '/b']);
    expect(rankResults(index, '"across sync"', texts)).toEqual([]);
    expect(() => rankResults(index, '"sync across"')).toThrow(/phrase texts/);
  });

  it('finds identifiers by their parts and with a typo', () => {
    const { index } = buildFixtureIndex([page('/dm', 'Start a conversation', 'Call client.conversations.newConversation(address).')]);
    expect(rankResults(index, 'new conversation')).toHaveLength(1);
    expect(rankResults(index, 'newConversation')).toHaveLength(1);
    expect(rankResults(index, 'convresations')).toHaveLength(1);
  });

  it('returns the stored fields and the matched terms', () => {
    const { index } = buildFixtureIndex([
      page('/a', 'Quickstart', 'Start here.'),
      { ...section('/a#install', 'Install', 'npm install @xmtp/xmtp-js', ['Quickstart']), html: 'npm install <code>@xmtp/xmtp-js</code>' },
    ]);
    const [result] = rankResults(index, 'install');
    expect(result).toMatchObject({
      href: '/a#install',
      title: 'Install',
      titles: ['Quickstart'],
      isPage: false,
      html: 'npm install <code>@xmtp/xmtp-js</code>',
    });
    expect(result?.terms).toContain('install');
  });

  it(`shows at most ${MAX_SEARCH_RESULTS} results and lets no page crowd out the others`, () => {
    const drafts = [
      page('/big', 'Big', 'A long page.'),
      ...Array.from({ length: 20 }, (_, n) => section(`/big#s${n}`, `Keys ${n}`, 'keys keys keys keys keys', ['Big'])),
      page('/small', 'Small', 'One mention of keys.'),
    ];
    const results = rankResults(buildFixtureIndex(drafts).index, 'keys');
    expect(results).toHaveLength(MAX_SEARCH_RESULTS);
    const smallAt = results.findIndex((result) => result.href === '/small');
    expect(smallAt).toBeGreaterThanOrEqual(0);
    expect(smallAt).toBeLessThanOrEqual(MAX_RESULTS_PER_PAGE);
  });
});

describe('spreadAcrossPages', () => {
  const result = (href: string): SearchResult => ({ id: 0, score: 1, terms: [], title: href, titles: [], href, html: '', isPage: false });

  it('keeps score order within the per-page allowance and appends the rest', () => {
    const ordered = ['/a#1', '/a#2', '/a#3', '/b#1', '/a#4'].map(result);
    expect(spreadAcrossPages(ordered, 2, 10).map((r) => r.href)).toEqual(['/a#1', '/a#2', '/b#1', '/a#3', '/a#4']);
    expect(spreadAcrossPages(ordered, 2, 3).map((r) => r.href)).toEqual(['/a#1', '/a#2', '/b#1']);
  });
});
