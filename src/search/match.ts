/**
 * How each word of a query finds documents (rank.ts orders them): MiniSearch
 * scores the word as typed (the spec's options), and its other forms,
 * synonyms, identifier's parts or typo fixes (terms.ts) count less
 * (MATCH_WEIGHTS). What it reads is what a query fetches (rankReading).
 */
import { distance } from 'fastest-levenshtein';
import { EXACT, type SearchEngine, type TermHit, type TermLookup } from './engine';
import { SEARCH_OPTIONS } from './contract';
import { parseQuery } from './query';
import { adjacentSwaps, querySlots, stemOf, stemPrefix, type Alternative, type Slot } from './terms';
import { MATCH_WEIGHTS } from './weights';

/** What one document matched for a word, or for the whole query. */
export interface DocumentMatch {
  score: number;
  /** The indexed terms it matched, in order; a term may repeat (deduplicated for the results shown). */
  terms: string[];
  /** Whether it matched in `titles`: for a page, its keywords (see extractField in contract.ts). */
  inTitles: boolean;
}

function addMatch(into: Map<number, DocumentMatch>, id: number, { score, terms, inTitles }: DocumentMatch) {
  const found = into.get(id);
  if (!found) {
    into.set(id, { score, terms: [...terms], inTitles });
    return;
  }
  found.score += score;
  found.terms.push(...terms);
  found.inTitles ||= inTitles;
}

function addHit(into: Map<number, DocumentMatch>, hit: TermHit, score: number, terms: string[]) {
  addMatch(into, hit.id as number, { score, terms, inTitles: Object.values(hit.match).some((fields) => fields.includes('titles')) });
}

const hasOneCharacter = (term: string) => Array.from(term).length === 1;

/** Indexed terms with the same stem as `term`, other than itself. */
function otherForms(engine: SearchEngine, term: string): string[] {
  // No other term stems to a single character (an identifier's part: the v of v2): looking would read every file of it.
  const stem = stemOf(term);
  if (hasOneCharacter(term) || (stem === term && !/^\p{L}+$/u.test(term))) return [];
  return engine.termsWithPrefix(stemPrefix(term), 200).filter((candidate) => candidate !== term && stemOf(candidate) === stem);
}

/** A term, looked up as `how` says, and its other forms not found so already (prefix or fuzzy matching scored those), at `weight`. */
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
 * Whether `term` is likely a typo: two letters or more, and no indexed term
 * is or starts with it once the files that would hold them are in. A number
 * no page has (403) is no misspelling of one it has (404).
 */
function likelyMisspelt(engine: SearchEngine, term: string): boolean {
  return !hasOneCharacter(term) && /^\p{L}+$/u.test(term) && engine.hasFilesFor(term) && engine.termsWithPrefix(term, 1).length === 0;
}

/** Documents with every map's key, their matches added up; in `titles` only if every word is. */
export function intersect(maps: ReadonlyArray<Map<number, DocumentMatch>>): Map<number, DocumentMatch> {
  const [smallest, ...others] = [...maps].sort((a, b) => a.size - b.size);
  const result = new Map<number, DocumentMatch>();
  for (const [id, match] of smallest ?? []) {
    if (!others.every((map) => map.has(id))) continue;
    const combined = { ...match, terms: [...match.terms] };
    for (const other of others.map((map) => map.get(id)!)) {
      combined.score += other.score;
      combined.terms.push(...other.terms);
      combined.inTitles &&= other.inTitles;
    }
    result.set(id, combined);
  }
  return result;
}

/**
 * The reader's own word: prefix matching for the word being typed (the last)
 * or unknown, fuzzy for a likely typo; a word pages use in any form matches
 * as written, so "specific" does not pull in "specification".
 */
function ownLookup(engine: SearchEngine, term: string, isLast: boolean): TermLookup {
  const known = engine.hasTerm(term) || otherForms(engine, term).length > 0;
  // Until its file is in, whether pages use it is not known: looked up as written, so a letter does not read all its files.
  const unknown = !known && engine.isLoaded(engine.shardOf(term));
  return { prefix: SEARCH_OPTIONS.prefix && (isLast || unknown), fuzzy: unknown && likelyMisspelt(engine, term) ? SEARCH_OPTIONS.fuzzy : false };
}

/**
 * For a word no page has in any form: the indexed words it may be a
 * misspelling of, with their edits; a swap of neighbouring letters is one
 * edit (Damerau), which the spec's fuzzy matching counts as two.
 */
function typoFixes(engine: SearchEngine, term: string): Map<string, number> {
  const fixes = new Map<string, number>();
  if (Array.from(term).length < 3 || !likelyMisspelt(engine, term) || otherForms(engine, term).length > 0) return fixes;
  for (const swap of adjacentSwaps(term)) if (engine.hasTerm(swap)) fixes.set(swap, 1);
  for (const hit of engine.lookup(term, { prefix: false, fuzzy: SEARCH_OPTIONS.fuzzy })) {
    for (const found of hit.terms) if (!fixes.has(found)) fixes.set(found, distance(term, found));
  }
  return fixes;
}

/** A misspelt word matches by its fixes and their forms (troubleshoting → troubleshoot), less per edit; a one-edit fix of the last word may be a prefix. */
function typoMatches(engine: SearchEngine, term: string, isLast: boolean, weight: number): Map<number, DocumentMatch> | undefined {
  const fixes = MATCH_WEIGHTS.swap === 0 ? new Map<string, number>() : typoFixes(engine, term);
  if (fixes.size === 0) return undefined;
  const matches = new Map<number, DocumentMatch>();
  for (const [fix, edits] of fixes) {
    const how: TermLookup = { prefix: isLast && edits === 1 && SEARCH_OPTIONS.prefix, fuzzy: false };
    for (const [id, match] of termMatches(engine, fix, how, weight * MATCH_WEIGHTS.swap ** edits)) addMatch(matches, id, match);
  }
  return matches;
}

function alternativeMatches(engine: SearchEngine, alternative: Alternative, isLast: boolean): Map<number, DocumentMatch> {
  const weight = MATCH_WEIGHTS[alternative.kind];
  return intersect(
    alternative.terms.map((term, position) => {
      const last = isLast && position === alternative.terms.length - 1;
      if (alternative.kind !== 'own') return termMatches(engine, term, EXACT, weight);
      return typoMatches(engine, term, last, weight) ?? termMatches(engine, term, ownLookup(engine, term, last), weight);
    }),
  );
}

/** The documents a word (slot) matches: as typed or fixed, in another form, by a synonym or by its parts. */
export function slotMatches(engine: SearchEngine, slot: Slot, isLast: boolean): Map<number, DocumentMatch> {
  const matches = new Map<number, DocumentMatch>();
  const missedBefore = engine.missedReadCount;
  for (const alternative of slot.alternatives) {
    // A kind weighed at nothing is switched off (the ablation does so).
    if (MATCH_WEIGHTS[alternative.kind] === 0) continue;
    // Parts stand in only where the docs never write the identifier whole, known once its files are in (so theirs are fetched only then).
    if (alternative.kind === 'parts' && (matches.size > 0 || engine.missedReadCount > missedBefore)) continue;
    for (const [id, match] of alternativeMatches(engine, alternative, isLast)) addMatch(matches, id, match);
  }
  return matches;
}

/** The documents that match every word of `query`, in id order. */
export function documentsMatchingAll(engine: SearchEngine, query: string): number[] {
  const slots = querySlots(parseQuery(query).terms);
  if (slots.length === 0) return [];
  return [...intersect(slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1))).keys()].sort((a, b) => a - b);
}
