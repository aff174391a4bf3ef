import { describe, expect, it } from 'vitest';
import { EXACT } from '@site/src/search/engine';
import { parseSearchIndex } from '@site/src/search/loadIndex';
import { buildFixtureIndex, page, section } from './fixtureIndex';

const drafts = [
  page('/consent', 'Consent', 'Allow and deny contacts.'),
  section('/consent#allow', 'Allow', 'Allow a contact.', ['Consent']),
  section('/consent#allow-many', 'Many at once', 'Allow several contacts.', ['Consent', 'Allow']),
  page('/zebra', 'Zebra', 'Zebras and zeros.'),
];

describe('SearchEngine', () => {
  it('rebuilds each document\'s parent titles, href and page from what the index stores', () => {
    const { index, documents } = buildFixtureIndex(drafts);
    expect(index.fields(2)).toMatchObject({ title: 'Many at once', titles: ['Consent', 'Allow'], href: '/consent#allow-many', isPage: false });
    expect(documents.map((document) => index.pageOf(document.id))).toEqual([0, 0, 0, 3]);
    expect(index.pages().map((entry) => entry.href)).toEqual(['/consent', '/zebra']);
  });

  it('looks a term up only in its own term file, so results never depend on what else was loaded', () => {
    const { index, built } = buildFixtureIndex(drafts);
    const consentFile = index.shards[index.shardOf('consent')]!;
    const zebraFile = index.shards[index.shardOf('zebra')]!;
    const fresh = parseSearchIndex(JSON.parse(built.indexJson));
    fresh.addShard(index.shardOf('consent'), JSON.parse(built.files.find((file) => file.name === consentFile.file)!.json));
    expect(fresh.lookup('contact', EXACT).map((hit) => hit.id)).toEqual(index.lookup('contact', EXACT).map((hit) => hit.id));
    if (consentFile !== zebraFile) expect(fresh.lookup('zebra', EXACT)).toEqual([]);
  });

  it('lists the terms with a prefix, and knows the terms it has', () => {
    const { index } = buildFixtureIndex(drafts);
    expect(index.termsWithPrefix('allo')).toEqual(['allow']);
    expect(index.termsWithPrefix('con')).toEqual(['consent', 'contact', 'contacts']);
    expect(index.hasTerm('contacts')).toBe(true);
    expect(index.hasTerm('contac')).toBe(false);
  });

  it('shows an excerpt once its file is loaded', () => {
    const { index, built } = buildFixtureIndex([{ ...drafts[0]!, html: 'Allow and deny contacts.' }]);
    expect(index.fields(0)?.html).toBe('Allow and deny contacts.');
    const fresh = parseSearchIndex(JSON.parse(built.indexJson));
    expect(fresh.fields(0)?.html).toBe('');
    expect(fresh.hasExcerpts(fresh.excerptFileOf(0))).toBe(false);
  });
});
