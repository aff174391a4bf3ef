import { normalizePhraseText } from './analysis';

/** A reader's query: the words to look up, and the quoted phrases among them. */
export interface ParsedQuery {
  /** The query without quote marks: every word, phrase words included, is a search term. */
  terms: string;
  /** Each "quoted phrase", normalized like the texts it is matched against. */
  phrases: string[];
}

const QUOTED = /"([^"]*)"/g;

/**
 * Bounds on what is looked up. MiniSearch's fuzzy and prefix lookups cost
 * more with every word and every letter: a pasted page of text, or a
 * 10,000-letter word, would freeze the tab for seconds. No real query comes
 * near these, so repeated words are dropped and the rest cut here.
 */
export const MAX_QUERY_WORDS = 12;
export const MAX_WORD_LENGTH = 40;

function boundedTerms(text: string): string {
  const words = [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
  // By code point, so an emoji or other astral character is never split in half.
  return words.map((word) => Array.from(word).slice(0, MAX_WORD_LENGTH).join('')).join(' ');
}

export function parseQuery(query: string): ParsedQuery {
  const phrases = [...query.matchAll(QUOTED)]
    .map(([, phrase]) => normalizePhraseText(phrase ?? ''))
    .filter((phrase) => phrase.length > 0);
  return { terms: boundedTerms(query.replace(/"/g, ' ')), phrases };
}

/** Whether the query needs the phrase texts before it can be answered. */
export function hasPhrases(query: string): boolean {
  return parseQuery(query).phrases.length > 0;
}
