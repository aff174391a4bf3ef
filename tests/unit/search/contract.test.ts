import { describe, expect, it } from 'vitest';
import { MINISEARCH_OPTIONS, SEARCH_OPTIONS, anchorOf, sectionHref } from '@site/src/search/contract';
import { normalizePhraseText, processTerm, tokenize } from '@site/src/search/analysis';
import { decodePostings, encodePostings } from '@site/src/search/format';
import { indexFilesFor } from '@site/src/search/globalData';

describe('search options (spec §9)', () => {
  it('uses the spec weights, fuzziness and prefix matching on title, titles and text', () => {
    expect(MINISEARCH_OPTIONS.fields).toEqual(['title', 'titles', 'text']);
    expect(SEARCH_OPTIONS.boost).toEqual({ title: 4, text: 2, titles: 1 });
    expect(SEARCH_OPTIONS.fuzzy).toBe(0.2);
    expect(SEARCH_OPTIONS.prefix).toBe(true);
  });

  it('splits identifiers into their parts and keeps them whole', () => {
    expect(tokenize('await client.conversations.newConversation(peerAddress)')).toEqual([
      'await',
      'client',
      'conversations',
      'newConversation',
      'new',
      'Conversation',
      'peerAddress',
      'peer',
      'Address',
    ]);
    expect(tokenize('XMTPClient v3_sdk')).toEqual(['XMTPClient', 'XMTP', 'Client', 'v3_sdk', 'v', '3', 'sdk']);
  });

  it('lower-cases terms and drops stray identifier punctuation', () => {
    expect(processTerm('Conversation')).toBe('conversation');
    expect(processTerm('$client')).toBe('client');
    expect(processTerm('__')).toBeNull();
  });

  it('leaves out words too common to tell pages apart, in prose and in code', () => {
    for (const word of ['The', 'a', 'to', 'from', 'const', 'await', 'val']) expect(processTerm(word)).toBeNull();
    // Function words that tell pages apart: "who is in a group", "when to sync", "run it with bun", "can it be messaged".
    for (const word of ['who', 'when', 'with', 'can', 'any', 'some']) expect(processTerm(word)).toBe(word);
    for (const word of ['new', 'not', 'create', 'client', 'group']) expect(processTerm(word)).toBe(word);
    // Code keywords that are also words of this domain: "content type", "inbox log".
    for (const word of ['type', 'log']) expect(processTerm(word)).toBe(word);
  });

  it("leaves out what a contraction's apostrophe splits off: \"the people I've blocked\" is not about \"ve\"", () => {
    for (const query of ["people I've blocked", "you'll see", "they're allowed", "I'm stuck", "I'd like", "don't show"]) {
      expect(tokenize(query).flatMap((token) => processTerm(token) ?? [])).not.toContainEqual(expect.stringMatching(/^(ve|ll|re|m|d|don)$/));
    }
  });

  it('normalizes phrase text: case and runs of whitespace', () => {
    expect(normalizePhraseText('  Create a\n  Client.create ')).toBe('create a client.create');
  });
});

describe('indexFilesFor', () => {
  const files = (hash: string) => ({ indexFile: `.search/index-${hash}.json`, textsFile: `.search/texts-${hash}.json` });
  const data = { formatVersion: 4, indexes: { current: files('aaaaaaaaaa'), '1.0': files('bbbbbbbbbb') }, latestVersion: '1.0' };

  it("takes the index of the page's docs version, and the latest's for a page of no version or an unknown one", () => {
    expect(indexFilesFor(data, 'current')).toEqual(files('aaaaaaaaaa'));
    expect(indexFilesFor(data, '1.0')).toEqual(files('bbbbbbbbbb'));
    expect(indexFilesFor(data, undefined)).toEqual(files('bbbbbbbbbb'));
    expect(indexFilesFor(data, '0.1')).toEqual(files('bbbbbbbbbb'));
  });
});

describe('anchorOf and sectionHref', () => {
  it('derive a heading\'s anchor as Docusaurus does for plain headings', () => {
    expect(anchorOf('Set up the local database')).toBe('set-up-the-local-database');
    expect(anchorOf("Check a conversation's consent state")).toBe('check-a-conversations-consent-state');
    expect(anchorOf('Use `canMessage` first: 1:1 chats')).toBe('use-canmessage-first-11-chats');
  });

  it('use a stored anchor when there is one, and derive it when the build left it out', () => {
    expect(sectionHref({ title: 'Options', href: '#client-options' })).toBe('#client-options');
    expect(sectionHref({ title: 'Set up the local database' })).toBe('#set-up-the-local-database');
  });
});

describe('term postings in term files', () => {
  it('spell each document as its gap from the one before, and a count only above 1, and read back to the form MiniSearch holds in memory', () => {
    const entry: [string, Record<string, Record<string, number>>] = ['consent', { 0: { 12: 1 }, 2: { 3: 2, 40: 1, 41: 7 } }];
    expect(encodePostings(entry)).toEqual(['consent', '0:12', '2:3*2 37 1*7']);
    expect(decodePostings(encodePostings(entry))).toEqual([
      'consent',
      new Map([
        [0, new Map([[12, 1]])],
        [2, new Map([[3, 2], [40, 1], [41, 7]])],
      ]),
    ]);
  });

  it('refuse postings they cannot read, naming the term', () => {
    expect(() => decodePostings(['consent', '2:3 x'])).toThrow('the postings of "consent"');
    expect(() => decodePostings(['consent', '12'])).toThrow('the postings of "consent"');
    expect(() => decodePostings(['consent', 7 as unknown as string])).toThrow('the postings of "consent"');
    // Read character by character: every malformed shape is caught, not only a stray letter.
    for (const malformed of ['2:', ':3', '2:3*', '2:3  4', '2:3 ', '2:3*2*2', '-2:3', '2:+3']) {
      expect(() => decodePostings(['consent', malformed]), malformed).toThrow('the postings of "consent"');
    }
  });
});

