/**
 * How text becomes search terms, the same at build time and in the browser:
 * words and identifiers' parts, case, stop words, strings no reader types.
 * An index built with one analysis must be searched with the same one:
 * changing it changes the index (bump SEARCH_INDEX_FORMAT_VERSION in
 * format.ts).
 */
/**
 * Words are runs of letters and digits; `_` and `$` stay inside identifiers
 * so `content_type` and `$client` remain one word besides their parts, and a
 * ratio such as `1:1` (as in "1:1 chat") is a word besides its numbers.
 */
const WORD = /\p{N}+:\p{N}+|[\p{L}\p{N}_$]+/gu;
/** Boundaries inside an identifier: `newConversation`, `XMTPClient`, `v3_sdk`. */
const IDENTIFIER_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

/**
 * Splits text into words, and identifiers into their parts too, so that
 * "new conversation" finds `newConversation` and "newConversation" finds it
 * whole.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of wordsOf(text)) {
    tokens.push(word);
    tokens.push(...identifierParts(word));
  }
  return tokens;
}

/** The words of a text, identifiers whole. */
export function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(WORD), ([word]) => word);
}

/** The parts of an identifier or ratio (`newConversation` → new, Conversation); none for a plain word. */
export function identifierParts(word: string): string[] {
  const parts = word.match(word.includes(':') ? /\p{N}+/gu : IDENTIFIER_PART);
  return parts && parts.length > 1 ? parts : [];
}

/**
 * Words too common to tell pages apart: English function words and the
 * keywords every code sample repeats. Leaving them out of the index keeps it
 * about a fifth smaller, and dropping them from queries too means "how to
 * create a client" asks for what matters. Quoted phrases still match them
 * (rank.ts checks phrases against the full text). Some function words tell
 * pages apart and stay: "who is in a group", "when to sync", "run it with
 * bun", "can it be messaged", "any app", "some messages never arrive".
 */
const STOP_WORDS = new Set(
  (
    'a about all also an and are as at be but by could do does each for from has have how i if in into ' +
    'is it its may more must of on one only or other should so such than that the their them then there ' +
    'these they this to use used using via was we what where which while will would you your s t ' +
    'const let val var func fun await async nil self struct else case switch break guard static override suspend ' +
    'int bool void println print console enum ' +
    // What readers put around a question ("how do I let my users…", "the user got removed") and no page needs.
    'my me our us someone something instead way want able possible ones got ' +
    // What is left of "don't", "isn't", "I've", "you'll", "they're", "I'm"… once the apostrophe splits the word.
    'don doesn didn isn aren wasn weren won wouldn shouldn couldn haven hasn hadn ve ll re m d'
  ).split(' '),
);

/**
 * Strings in code samples that no reader types: hashes, keys and addresses
 * (`0x194c…`, 64 hex digits), long numbers (timestamps, chain amounts).
 */
const UNSEARCHABLE = /^(0x[0-9a-f]{8,}|[0-9a-f]*\d[0-9a-f]*[a-f][0-9a-f]{14,}|\d{7,}|.{41,})$/;

/** Case-insensitive; `_`/`$` alone, stop words and unsearchable strings are not terms. */
export function processTerm(term: string): string | null {
  const normalized = term.toLowerCase().replace(/^[_$]+|[_$]+$/g, '');
  return normalized.length > 0 && !STOP_WORDS.has(normalized) && !UNSEARCHABLE.test(normalized) ? normalized : null;
}

/**
 * The text a quoted phrase is matched against (rank.ts): lower case, one
 * space between words, punctuation kept so `"Client.create"` works too.
 */
export function normalizePhraseText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The first character of a term: a misspelt word is looked up among all the terms that share it. */
export function firstCharacter(term: string): string {
  const codePoint = term.codePointAt(0);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
}
