/**
 * How each word of a query finds documents (rank.ts ranks what it finds).
 * MiniSearch scores each term (spec weights,
 * prefix and fuzzy matching); a word may also match by another form of it,
 * a synonym, its identifier's parts or, for a word no page has, a typo fix
 * (terms.ts), each weighing less than the word itself (MATCH_WEIGHTS).
 * Prefix matching is for the word being typed, fuzzy matching for typos.
 * What it reads of the term files is what a query needs (rank.ts,
 * rankReading): a word's own files first, then what they tell.
 */
import { distance } from 'fastest-levenshtein';
import { EXACT, type SearchEngine, type TermHit, type TermLookup } from './engine';
import { SEARCH_OPTIONS } from './contract';
import { parseQuery } from './query';
import { adjacentSwaps, querySlots, stemOf, stemPrefix, type Alternative, type Slot } from './terms';
import { MATCH_WEIGHTS } from './weights';

/** What one document matched for one slot, or for the whole query. */
export interface DocumentMatch {
  score: number;
  /** The indexed terms it matched, in the order they matched; a term may repeat (deduplicated only for the results shown). */
  terms: string[];
  /** Whether it matched in `titles`: for a page, its keywords (see extractField in contract.ts). */
  inTitles: boolean;
}

function addMatch(into: Map<number, DocumentMatch>, id: number, score: number, terms: readonly string[], inTitles: boolean) {
  const found = into.get(id);
  if (found) {
    found.score += score;
    found.terms.push(...terms);
    found.inTitles ||= inTitles;
  } else {
    into.set(id, { score, terms: [...terms], inTitles });
  }
}

function addHit(into: Map<number, DocumentMatch>, hit: TermHit, score: number, terms: readonly string[]) {
  let inTitles = false;
  for (const term in hit.match) if (hit.match[term].includes('titles')) inTitles = true;
  addMatch(into, hit.id as number, score, terms, inTitles);
}

/** Indexed terms with the same stem as `term`, other than itself. */
function otherForms(engine: SearchEngine, term: string): string[] {
  // No other term stems to a single character (an identifier's part: the v of v2): looking would read every file of it.
  if (hasOneCharacter(term)) return [];
  const stem = stemOf(term);
  if (stem === term && !/^\p{L}+$/u.test(term)) return [];
  return engine.termsWithPrefix(stemPrefix(term), 200).filter((candidate) => candidate !== term && stemOf(candidate) === stem);
}

function hasOneCharacter(term: string): boolean {
  return Array.from(term).length === 1;
}

/**
 * A term, looked up as `how` says, and its other forms, at `weight`. A form
 * that prefix or fuzzy matching found already counts (at MiniSearch's weight
 * for such a match), so it is not counted twice.
 */
function termMatches(engine: SearchEngine, term: string, how: TermLookup, weight: number): Map<number, DocumentMatch> {
  const matches = new Map<number, DocumentMatch>();
  const found = new Set<string>();
  for (const hit of engine.lookup(term, how)) {
    for (const matched of hit.terms) found.add(matched);
    addHit(matches, hit, hit.score * weight, Object.keys(hit.match));
  }
  for (const form of otherForms(engine, term)) {
    if (found.has(form)) continue;
    for (const hit of engine.lookup(form, EXACT)) addHit(matches, hit, hit.score * weight * MATCH_WEIGHTS.form, [form]);
  }
  return matches;
}

/**
 * Whether `term` is likely a typo: a word of two letters or more that no
 * indexed term is, or starts with, once the files that would hold them are
 * in. A number or code no page has (a 403 status) is not a misspelling of
 * one it has (404).
 */
function likelyMisspelt(engine: SearchEngine, term: string): boolean {
  return !hasOneCharacter(term) && /^\p{L}+$/u.test(term) && engine.hasFilesFor(term) && engine.termsWithPrefix(term, 1).length === 0;
}

function merge(into: Map<number, DocumentMatch>, from: Map<number, DocumentMatch>) {
  for (const [id, match] of from) addMatch(into, id, match.score, match.terms, match.inTitles);
}

/** Documents with every map's key, their matches added up. */
export function intersect(maps: ReadonlyArray<Map<number, DocumentMatch>>): Map<number, DocumentMatch> {
  const [smallest, ...others] = [...maps].sort((a, b) => a.size - b.size);
  const result = new Map<number, DocumentMatch>();
  if (!smallest) return result;
  for (const [id, match] of smallest) {
    if (!others.every((map) => map.has(id))) continue;
    const combined: DocumentMatch = { score: match.score, terms: [...match.terms], inTitles: match.inTitles };
    for (const map of others) {
      const other = map.get(id)!;
      combined.score += other.score;
      combined.terms.push(...other.terms);
      combined.inTitles &&= other.inTitles;
    }
    result.set(id, combined);
  }
  return result;
}

/**
 * How the reader's own word is looked up. The spec's fuzzy matching is for a
 * word no page has (a typo), its prefix matching for the word still being
 * typed (the last) or unknown: a word that pages use matches as written and by
 * its other forms, so "specific" does not pull in "specification" nor "sent"
 * pull in "set".
 */
function ownLookup(engine: SearchEngine, term: string, isLast: boolean): TermLookup {
  // Another form of a word the pages use ("consents") is no typo either, nor the start of one ("cust").
  const known = engine.hasTerm(term) || otherForms(engine, term).length > 0;
  // Until its file is in, whether pages use it is not known: looked up as written, so a letter does not read all its files.
  const unknown = !known && engine.isLoaded(engine.shardOf(term));
  return { prefix: SEARCH_OPTIONS.prefix && (isLast || unknown), fuzzy: unknown && likelyMisspelt(engine, term) ? SEARCH_OPTIONS.fuzzy : false };
}

/**
 * For a word no page has, in no form: the indexed words it may be a misspelling of, each
 * with its number of edits. A swap of neighbouring letters is one edit
 * (Damerau), which the spec's fuzzy matching counts as two.
 */
function typoFixes(engine: SearchEngine, term: string): Map<string, number> {
  const fixes = new Map<string, number>();
  // A word in no page may still be another form of one ("consents"): then it is no typo.
  if (Array.from(term).length < 3 || !likelyMisspelt(engine, term) || otherForms(engine, term).length > 0) return fixes;
  for (const swap of adjacentSwaps(term)) if (engine.hasTerm(swap)) fixes.set(swap, 1);
  for (const hit of engine.lookup(term, { prefix: false, fuzzy: SEARCH_OPTIONS.fuzzy })) {
    for (const found of hit.terms) if (!fixes.has(found)) fixes.set(found, distance(term, found));
  }
  return fixes;
}

/**
 * A misspelt word (one no page has, nor starts with) is matched by its fixes,
 * each with its other forms ("troubleshoting" → troubleshooting →
 * troubleshoot), counting less the more edits it needs; a swap may still be
 * the start of a longer word when it is the word being typed.
 */
function typoMatches(engine: SearchEngine, term: string, isLast: boolean, weight: number): Map<number, DocumentMatch> | undefined {
  if (MATCH_WEIGHTS.swap === 0) return undefined;
  const fixes = typoFixes(engine, term);
  if (fixes.size === 0) return undefined;
  const matches = new Map<number, DocumentMatch>();
  for (const [fix, edits] of fixes) {
    const how: TermLookup = { prefix: isLast && edits === 1 && SEARCH_OPTIONS.prefix, fuzzy: false };
    merge(matches, termMatches(engine, fix, how, weight * MATCH_WEIGHTS.swap ** edits));
  }
  return matches;
}

function alternativeMatches(engine: SearchEngine, alternative: Alternative, isLast: boolean): Map<number, DocumentMatch> {
  const weight = MATCH_WEIGHTS[alternative.kind];
  const perTerm = alternative.terms.map((term, position) => {
    const last = isLast && position === alternative.terms.length - 1;
    if (alternative.kind !== 'own') return termMatches(engine, term, EXACT, weight);
    return typoMatches(engine, term, last, weight) ?? termMatches(engine, term, ownLookup(engine, term, last), weight);
  });
  return intersect(perTerm);
}

/** The documents a slot matches: by the reader's own word, another form, a synonym or a typo fix. */
export function slotMatches(engine: SearchEngine, slot: Slot, isLast: boolean): Map<number, DocumentMatch> {
  const matches = new Map<number, DocumentMatch>();
  const missedBefore = engine.missedReadCount;
  for (const alternative of slot.alternatives) {
    // A kind of match weighed at nothing is switched off (the ablation does so).
    if (MATCH_WEIGHTS[alternative.kind] === 0) continue;
    // An identifier's parts stand in for it only where the docs never write it whole, known once its files are in
    // (so the parts' files are fetched only then).
    if (alternative.kind === 'parts' && (matches.size > 0 || engine.missedReadCount > missedBefore)) continue;
    merge(matches, alternativeMatches(engine, alternative, isLast));
  }
  return matches;
}

/** The documents that match every word of `query` (by itself, another form, a synonym or a typo fix), in id order. */
export function documentsMatchingAll(engine: SearchEngine, query: string): number[] {
  const slots = querySlots(parseQuery(query).terms);
  if (slots.length === 0) return [];
  return [...intersect(slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1))).keys()].sort((a, b) => a - b);
}
