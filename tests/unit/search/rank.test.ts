import { describe, expect, it } from 'vitest';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS } from '@site/src/search/contract';
import { prepareRanking, spreadAcrossPages } from '@site/src/search/rank';
import { rankResults, type SearchResult } from '@site/src/search/loadIndex';
import { hintKeys, readerHintsFrom, type ReaderHints } from '@site/src/search/readerQueries';
import { stemOf } from '@site/src/search/terms';
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

  it('credits a title or address only with the query words it holds', () => {
    // Each word's matches stay its own: the second word found in a document must not
    // count as the first, which would make "Beta notes" a title about both words.
    const { index } = buildFixtureIndex([
      page('/guides/beta', 'Beta notes', 'Alpha and beta, with nothing else.'),
      page('/guides/alpha', 'Alpha notes', 'Alpha and beta, with beta twice.'),
    ]);
    expect(rankResults(index, 'alpha beta')[0]?.href).toBe('/guides/alpha');
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

  it('matches a finished word as written: prefix matching is for the word being typed', () => {
    const { index } = buildFixtureIndex([
      page('/keychain', 'Keychain', 'Store the message keychain.'),
      page('/keys', 'Keys', 'The key of each message.'),
    ]);
    const keychainTerms = (query: string) => rankResults(index, query).find((result) => result.href === '/keychain')?.terms;
    expect(rankResults(index, 'key message')[0]?.href).toBe('/keys');
    expect(keychainTerms('key message')).not.toContain('keychain');
    expect(keychainTerms('message key')).toContain('keychain');
  });

  it('keeps fuzzy matching for words no page has: a word the pages use is not read as a typo', () => {
    const { index } = buildFixtureIndex([page('/send', 'Send', 'Send a message.'), page('/sent', 'Sent', 'Messages you sent.')]);
    expect(rankResults(index, 'sent').map((result) => result.href)).toEqual(['/sent']);
    expect(rankResults(index, 'sentt').map((result) => result.href)).toContain('/sent');
  });

  it('reads neither the start of a word nor a number no page has as a typo', () => {
    const { index } = buildFixtureIndex([
      page('/custom', 'Custom content types', 'Define a custom content type.'),
      page('/cost', 'Cost', 'What sending costs.'),
      page('/errors', 'Errors', 'A 404 answer means the file is gone.'),
    ]);
    // "cust" is being typed: it finds custom by prefix, not cost by one edit.
    expect(rankResults(index, 'cust').map((result) => result.href.split('#')[0])).toEqual(['/custom']);
    // 403 is in no page; 404 is another status, not its spelling.
    expect(rankResults(index, '403')).toEqual([]);
    expect(rankResults(index, 'answer 403').map((result) => result.href)).toEqual(['/errors']);
  });

  it('fixes a misspelt word and then finds the fix\'s other forms', () => {
    const { index } = buildFixtureIndex([
      page('/troubleshoot', 'Troubleshoot', 'Fixes for common problems.'),
      page('/server', 'Notification server', 'Run it locally.'),
      section('/server#troubleshooting', 'Troubleshooting', 'Docker errors.', ['Notification server']),
    ]);
    const hrefs = rankResults(index, 'troubleshoting').map((result) => result.href);
    expect(hrefs).toContain('/troubleshoot');
    expect(hrefs).toContain('/server#troubleshooting');
    // Another form of a word the pages use is no typo: "troubleshoots" finds what "troubleshoot" finds.
    expect(rankResults(index, 'troubleshoots').map((result) => result.href).sort()).toEqual(
      rankResults(index, 'troubleshoot').map((result) => result.href).sort(),
    );
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

describe('rankResults beyond the words as typed', () => {
  it('finds a page through a synonym, below a page with the reader\'s own word', () => {
    const { index } = buildFixtureIndex([
      page('/members', 'Manage members', 'Remove members from a group.'),
      page('/history', 'History', 'Delete old messages from a group.'),
      page('/other', 'Other', 'Nothing to see.'),
    ]);
    const hrefs = rankResults(index, 'delete group').map((result) => result.href);
    expect(hrefs.slice(0, 2)).toEqual(['/history', '/members']);
    expect(rankResults(index, 'kick from group')[0]?.href).toBe('/members');
    // One way only: "remove" does not find "kick".
    const { index: kicks } = buildFixtureIndex([page('/kicks', 'Kicks', 'How to kick a ball.')]);
    expect(rankResults(kicks, 'remove')).toEqual([]);
  });

  it('matches other forms of a word: plural, singular, verb forms', () => {
    const { index } = buildFixtureIndex([page('/receipts', 'Read receipts', 'Senders see when messages were read.'), page('/x', 'X', 'Unrelated.')]);
    expect(rankResults(index, 'receipt')[0]?.href).toBe('/receipts');
    const { index: verbs } = buildFixtureIndex([page('/remove', 'Members', 'Removing a member ends their access.')]);
    expect(rankResults(verbs, 'removed member')[0]?.href).toBe('/remove');
  });

  it('fixes two swapped letters that fuzzy matching misses', () => {
    const { index } = buildFixtureIndex([page('/receipts', 'Read receipts', 'Show a receipt.'), page('/recipes', 'Recipes', 'Cook.')]);
    // "reciept" is two edits from "receipt": too many for a 7-letter word at fuzzy 0.2.
    expect(rankResults(index, 'reciept')[0]?.href).toBe('/receipts');
    expect(rankResults(index, 'gruop')).toEqual([]);
  });

  it('ranks the page about a topic above pages that mention it in passing', () => {
    const { index } = buildFixtureIndex([
      page('/faq', 'FAQ', 'Questions.'),
      section('/faq#keys', 'What about keys?', 'Installation keys are covered elsewhere.', ['FAQ']),
      page('/installations', 'Installations', 'Each app installation holds its own keys.'),
      section('/installations#add', 'Add an installation', 'Signing in adds an installation.', ['Installations']),
      section('/installations#revoke', 'Revoke installations', 'Remove an installation you lost.', ['Installations']),
    ]);
    expect(rankResults(index, 'installation keys')[0]?.href.split('#')[0]).toBe('/installations');
  });

  it("lifts the page whose keywords name what the reader asks for above pages that use the words in passing", () => {
    const drafts = [
      page('/portable', 'Portable inbox', 'One inbox across apps.'),
      section('/portable#ecosystem', 'A growing ecosystem', 'Many apps showcase their chat features to users.', ['Portable inbox']),
      page('/featured', 'Get featured', 'Meet the bar to be listed in the app directory.'),
      section('/featured#requirements', 'Requirements', 'A production app with real users.', ['Get featured']),
    ];
    expect(rankResults(buildFixtureIndex(drafts).index, 'showcase my app')[0]?.href.split('#')[0]).toBe('/portable');
    drafts[2] = { ...drafts[2]!, keywords: ['showcase', 'promote'] };
    expect(rankResults(buildFixtureIndex(drafts).index, 'showcase my app')[0]?.href.split('#')[0]).toBe('/featured');
    // A keyword only counts for its own page, not for the page's sections as text.
    expect(rankResults(buildFixtureIndex(drafts).index, 'promote').map((result) => result.href)).toEqual(['/featured']);
  });

  it("finds a section by its own keywords, as by a heading above it, and lifts its page with it", () => {
    const drafts = [
      { ...page('/contacts', 'Contacts', 'Manage who reaches the user.'), keywords: ['silence'] },
      section('/contacts#hide', 'Hide a contact', 'Hidden contacts stay out of the main inbox.', ['Contacts']),
      section('/contacts#list', 'List contacts', 'Show the contacts the user allowed.', ['Contacts']),
      page('/wallets', 'Smart wallets', 'Contract accounts.'),
      section('/wallets#signing', 'Signing', 'A wallet keeps silence for a while before it signs.', ['Smart wallets']),
    ];
    const ranked = (query: string) => rankResults(buildFixtureIndex(drafts).index, query).map((result) => result.href);
    expect(ranked('silence someone')).toEqual(['/contacts', '/wallets#signing']);
    expect(ranked('shush')).toEqual([]);
    drafts[1] = { ...drafts[1]!, keywords: ['silence', 'shush'] };
    expect(ranked('silence someone')).toEqual(['/contacts', '/wallets#signing', '/contacts#hide']);
    // Only the section itself: a section's keywords are neither its page's nor its text.
    expect(ranked('shush')).toEqual(['/contacts#hide']);
  });

  it('gives the first results to different pages', () => {
    const drafts = [
      page('/a', 'Streams', 'Stream messages.'),
      ...Array.from({ length: 5 }, (_, n) => section(`/a#s${n}`, `Stream ${n}`, 'Stream messages now.', ['Streams'])),
      page('/b', 'Groups', 'Stream group messages.'),
      page('/c', 'Push', 'Messages wake a stream.'),
    ];
    const pages = rankResults(buildFixtureIndex(drafts).index, 'stream messages').map((result) => result.href.split('#')[0]);
    expect(new Set(pages.slice(0, 3)).size).toBe(3);
  });
});

describe('prepareRanking', () => {
  const documents = [
    page('/consent/user-consent', 'User consent', 'Consent preferences travel with the network.'),
    section('/consent/user-consent#states', 'Consent states', 'Allowed, denied or unknown.', ['User consent']),
    page('/groups', 'Group chat', 'Create a group and stream group messages.'),
  ];

  it('changes no ranking', () => {
    const cold = buildFixtureIndex(documents).index;
    const warm = buildFixtureIndex(documents).index;
    const before = ['consent states', 'group chat', 'user'].map((query) => rankResults(cold, query));
    prepareRanking(warm);
    expect(['consent states', 'group chat', 'user'].map((query) => rankResults(warm, query))).toEqual(before);
  });
});

describe('spreadAcrossPages', () => {
  const result = (href: string): SearchResult => ({ id: 0, score: 1, terms: [], title: href, titles: [], href, html: '', isPage: false });
  const pageOf = (result: SearchResult) => result.href.split('#')[0];

  it('keeps score order within the per-page allowance and appends the rest', () => {
    const ordered = ['/a#1', '/a#2', '/a#3', '/b#1', '/a#4'].map(result);
    expect(spreadAcrossPages(ordered, pageOf, 2, 10).map((r) => r.href)).toEqual(['/a#1', '/a#2', '/b#1', '/a#3', '/a#4']);
    expect(spreadAcrossPages(ordered, pageOf, 2, 3).map((r) => r.href)).toEqual(['/a#1', '/a#2', '/b#1']);
  });

  it('can give the first places to different pages', () => {
    const ordered = ['/a#1', '/a#2', '/b#1', '/c#1', '/a#3'].map(result);
    expect(spreadAcrossPages(ordered, pageOf, 4, 10, 2).map((r) => r.href)).toEqual(['/a#1', '/b#1', '/a#2', '/c#1', '/a#3']);
  });
});

describe('reader hints', () => {
  const pages = [
    page('/consent/user-consent', 'User consent', 'Deny a contact to keep their messages out of the inbox.'),
    page('/consent/consent-methods', 'Consent methods', 'Deny a contact to keep their messages out of the inbox.'),
    page('/groups', 'Group chat', 'Create a group chat.'),
  ];
  const queries = [
    { query: 'block someone', answers: ['/consent/consent-methods'] },
    { query: 'how do I block a spammer', answers: ['/consent/consent-methods#deny'] },
    { query: 'block a contact from the app', answers: ['/consent/consent-methods', '/nowhere'] },
    { query: 'what does denied mean', answers: ['/consent/user-consent'] },
  ];

  it('count, by stem, the example queries holding a word and the pages answering them, for words in two queries or more', () => {
    const { index } = buildFixtureIndex(pages);
    const ids = new Map([['/consent/user-consent', 0], ['/consent/consent-methods', 1]]);
    const hints = readerHintsFrom(queries, (route) => ids.get(route));
    expect(hints.get(stemOf('blocking'))).toEqual({ queries: 3, pages: new Map([[1, 3]]) });
    // "spammer" and "denied" stand in one query each: an anecdote, not a hint.
    expect(hints.has(stemOf('spammer'))).toBe(false);
    expect(hints.has(stemOf('denied'))).toBe(false);
    expect(index.readerHint('block')).toBeUndefined();
  });

  it('also count two words side by side or one apart, in order, as a key of their own', () => {
    const contact = stemOf('contact');
    expect(hintKeys('How do I block a spammer contact?')).toEqual(['block', stemOf('spammer'), contact, `block ${stemOf('spammer')}`, `block ${contact}`, `${stemOf('spammer')} ${contact}`]);
    // Words two apart or more make no key: "block … from the app" is too loose to mean one thing.
    expect(hintKeys('block alpha bravo charlie')).toContain(`block ${stemOf('bravo')}`);
    expect(hintKeys('block alpha bravo charlie')).not.toContain(`block ${stemOf('charlie')}`);
    const ids = new Map([['/consent/user-consent', 0], ['/consent/consent-methods', 1]]);
    const hints = readerHintsFrom(
      [
        { query: 'block contact now', answers: ['/consent/consent-methods'] },
        { query: 'block the contact', answers: ['/consent/consent-methods'] },
        { query: 'contact block', answers: ['/consent/user-consent'] },
      ],
      (route) => ids.get(route),
    );
    // "the" is a stop word, so both first queries hold "block contact"; the third holds it the other way round.
    expect(hints.get(`block ${contact}`)).toEqual({ queries: 2, pages: new Map([[1, 2]]) });
    expect(hints.has(`${contact} block`)).toBe(false);
  });

  it('lift the page readers meant by a word the pages themselves do not use', () => {
    const { index } = buildFixtureIndex(pages);
    const ids = new Map([['/consent/user-consent', 0], ['/consent/consent-methods', 1]]);
    const learned = readerHintsFrom(queries, (route) => ids.get(route));
    const first = (query: string, hints: ReaderHints) => rankResults(index, query, undefined, hints)[0]?.href;
    // "block" finds both consent pages alike, through its synonym "deny": readers who type it want the consent methods page.
    expect(first('block contact', (stem) => learned.get(stem))).toBe('/consent/consent-methods');
    const otherWay = readerHintsFrom(queries, (route) => (route === '/consent/consent-methods' ? 0 : undefined));
    expect(first('block contact', (stem) => otherWay.get(stem))).toBe('/consent/user-consent');
    // A word no example query holds twice changes nothing.
    expect(rankResults(index, 'deny contact', undefined, (stem) => learned.get(stem))).toEqual(rankResults(index, 'deny contact', undefined, () => undefined));
    // Hints reorder pages; they add none: a page the words don't match stays out.
    expect(rankResults(index, 'block contact', undefined, (stem) => learned.get(stem)).some((result) => result.href === '/groups')).toBe(false);
  });
});
