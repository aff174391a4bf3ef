import { describe, expect, it } from 'vitest';
import { adjacentSwaps, parseSynonyms, querySlots, stemOf, stemPrefix } from '@site/src/search/terms';
import { SYNONYMS } from '@site/src/search/data/synonyms';

describe('stemOf', () => {
  it('gives plurals and verb forms of a word one stem', () => {
    expect(stemOf('receipts')).toBe(stemOf('receipt'));
    expect(stemOf('deleting')).toBe(stemOf('delete'));
    expect(stemOf('conversations')).toBe(stemOf('conversation'));
    expect(stemOf('permissions')).toBe(stemOf('permission'));
  });

  it('stems as Porter2 does: adverbs meet their adjective, unrelated words stay apart', () => {
    expect(stemOf('instantly')).toBe(stemOf('instant'));
    expect(stemOf('quickly')).toBe(stemOf('quick'));
    // The original Porter stemmer gave all three `gener`, and `news` the stem of `new`.
    expect(new Set(['general', 'generate', 'generic'].map(stemOf)).size).toBe(3);
    expect(stemOf('news')).not.toBe(stemOf('new'));
    // Acronyms' plurals still meet their singulars, though Porter2 keeps an s with no vowel before it.
    expect(stemOf('dms')).toBe(stemOf('dm'));
    expect(stemOf('sdks')).toBe(stemOf('sdk'));
  });

  it('leaves identifiers, versions and short words alone', () => {
    for (const term of ['v3', 'content_type', 'x25519', 'id', '1:1']) expect(stemOf(term)).toBe(term);
  });

  it('knows where a stem\'s other forms start, even when stemming changed its last letter', () => {
    expect('identity'.startsWith(stemPrefix('identities'))).toBe(true);
    expect('key'.startsWith(stemPrefix('keys'))).toBe(true);
    expect('reply'.startsWith(stemPrefix('replies'))).toBe(true);
  });
});

describe('parseSynonyms', () => {
  it('reads groups both ways and arrows one way, by stem', () => {
    const rules = parseSynonyms(['delete, remove', 'kick => remove', 'opt out => deny, unsubscribe']);
    expect(rules.get(stemOf('delete'))?.[0]?.to).toEqual([['remove']]);
    expect(rules.get(stemOf('remove'))?.[0]?.to).toEqual([['delete']]);
    expect(rules.get('kick')?.[0]?.to).toEqual([['remove']]);
    expect(rules.get(stemOf('deny'))).toBeUndefined();
    expect(rules.get('opt')?.[0]).toEqual({ from: ['opt', 'out'], to: [['deny'], ['unsubscribe']] });
  });

  it('refuses a line it cannot read, naming it', () => {
    expect(() => parseSynonyms(['a => b => c'])).toThrow('"a => b => c"');
    expect(() => parseSynonyms(['lonely'])).toThrow(/two or more/);
    expect(() => parseSynonyms(['delete, , remove'])).toThrow(/Invalid synonym rule/);
  });

  it('reads every rule of synonyms.ts', () => {
    expect(() => parseSynonyms(SYNONYMS)).not.toThrow();
  });
});

describe('querySlots', () => {
  it('makes one slot per word, without stop words, with synonyms as alternatives', () => {
    const slots = querySlots('How do I delete a group');
    expect(slots.map((slot) => slot.text)).toEqual(['delete', 'group']);
    expect(slots[0]?.alternatives).toEqual([
      { terms: ['delete'], kind: 'own' },
      { terms: ['remove'], kind: 'synonym' },
    ]);
  });

  it('reads several words as one when a rule names them together', () => {
    const [slot] = querySlots('opt out');
    expect(slot?.text).toBe('opt out');
    expect(slot?.alternatives.map((alternative) => alternative.terms)).toEqual([['opt', 'out'], ['deny']]);
    // Stop words inside a rule still count for matching it: "log in" is one slot, not "log".
    const [login, ...others] = querySlots('log in');
    expect(others).toEqual([]);
    expect(login?.alternatives.map((alternative) => alternative.kind)).toEqual(['own', 'synonym']);
    expect(login?.alternatives[1]?.terms).toEqual(['authenticate']);
  });

  it('reads a rule\'s words apart by a stop word or two, as readers write them', () => {
    // "can" alone is a word of its own; the rule "can message" needs both words.
    expect(querySlots('can this wallet be messaged').map((slot) => slot.text)).toEqual(['can', 'wallet', 'messaged']);
    const [canMessage] = querySlots('can it be messaged');
    expect(canMessage?.text).toBe('can it be messaged');
    expect(canMessage?.alternatives.at(-1)).toEqual({ terms: ['canmessage'], kind: 'synonym' });
    // Only stop words may stand between, and at most two of them.
    expect(querySlots('can wallets message').map((slot) => slot.text)).toEqual(['can', 'wallets', 'message']);
    expect(querySlots('can it be that it messages').map((slot) => slot.text)).toEqual(['can', 'messages']);
  });

  it('lets an identifier match whole or by its parts', () => {
    expect(querySlots('newConversation')[0]?.alternatives).toEqual([
      { terms: ['newconversation'], kind: 'own' },
      { terms: ['new', 'conversation'], kind: 'parts' },
    ]);
  });

  it('drops repeated words and words that are all stop words', () => {
    expect(querySlots('the the a')).toEqual([]);
    expect(querySlots('group group')).toHaveLength(1);
  });
});

describe('adjacentSwaps', () => {
  it('swaps each pair of neighbouring letters once', () => {
    expect(adjacentSwaps('reciept')).toContain('receipt');
    expect(adjacentSwaps('gruop')).toContain('group');
    expect(adjacentSwaps('abc')).toEqual(['bac', 'acb']);
    expect(adjacentSwaps('aab')).toEqual(['aba']);
  });
});
