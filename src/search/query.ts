import { normalizePhraseText } from './options';

/** A reader's query: the words to look up, and the quoted phrases among them. */
export interface ParsedQuery {
  /** The query without quote marks: every word, phrase words included, is a search term. */
  terms: string;
  /** Each "quoted phrase", normalized like the texts it is matched against. */
  phrases: string[];
}

const QUOTED = /"([^"]*)"/g;

export function parseQuery(query: string): ParsedQuery {
  const phrases = [...query.matchAll(QUOTED)]
    .map(([, phrase]) => normalizePhraseText(phrase ?? ''))
    .filter((phrase) => phrase.length > 0);
  return { terms: query.replace(/"/g, ' ').replace(/\s+/g, ' ').trim(), phrases };
}

/** Whether the query needs the phrase texts before it can be answered. */
export function hasPhrases(query: string): boolean {
  return parseQuery(query).phrases.length > 0;
}
