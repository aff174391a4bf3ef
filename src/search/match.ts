/**
 * How each word of a query finds documents (rank.ts ranks what it finds),
 * and which files that needs. MiniSearch scores each term (spec weights,
 * prefix and fuzzy matching); a word may also match by another form of it,
 * a synonym, its identifier's parts or, for a word no page has, a typo fix
 * (terms.ts), each weighing less than the word itself (MATCH_WEIGHTS).
 * Prefix matching is for the word being typed, fuzzy matching for typos.
 */
import { distance } from 'fastest-levenshtein';
import { EXACT, type SearchEngine, type TermHit, type TermLookup } from './engine';
import { SEARCH_OPTIONS } from './contract';
import { parseQuery } from './query';
import { adjacentSwaps, querySlots, stemOf, stemPrefix, wordSynonyms, type Alternative, type Slot } from './terms';
import { MATCH_WEIGHTS } from './weights';

/** What one document matched for one slot, or for the whole query. */
export interface DocumentMatch {
  score: number;
  /** The indexed terms it matched. */
  terms: Set<string>;
  /** Whether it matched in `titles`: for a page, its keywords (see extractField in contract.ts). */
  inTitles: boolean;
}

/** MiniSearch's own weight for a prefix or fuzzy match (see its executeQuerySpec), so a form is not counted twice. */
function countedWeight(term: string, derived: string, how: TermLookup): number {
  if (how.prefix && derived.startsWith(term)) return 0.375 * derived.length / (derived.length + 0.3 * (derived.length - term.length));
  if (how.fuzzy) {
    const allowed = Math.min(6, Math.round(term.length * how.fuzzy));
    const edits = distance(term, derived);
    if (edits <= allowed) return 0.45 * derived.length / (derived.length + edits);
  }
  return 0;
}

function addMatch(into: Map<number, DocumentMatch>, id: number, score: number, terms: Iterable<string>, inTitles: boolean) {
  const found = into.get(id);
  if (found) {
    found.score += score;
    for (const term of terms) found.terms.add(term);
    found.inTitles ||= inTitles;
  } else {
    into.set(id, { score, terms: new Set(terms), inTitles });
  }
}

function addHit(into: Map<number, DocumentMatch>, hit: TermHit, score: number, terms: Iterable<string>) {
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

/** A term, and its other forms, looked up as `how` says, at `weight`. */
function termMatches(engine: SearchEngine, term: string, how: TermLookup, weight: number): Map<number, DocumentMatch> {
  const matches = new Map<number, DocumentMatch>();
  for (const hit of engine.lookup(term, how)) addHit(matches, hit, hit.score * weight, Object.keys(hit.match));
  for (const form of otherForms(engine, term)) {
    const extra = MATCH_WEIGHTS.form - countedWeight(term, form, how);
    if (extra <= 0) continue;
    for (const hit of engine.lookup(form, EXACT)) addHit(matches, hit, hit.score * weight * extra, [form]);
  }
  return matches;
}

/**
 * Whether `term` is likely a typo: a word of letters that no indexed term
 * is, or starts with. A number or code no page has (a 403 status) is not a
 * misspelling of one it has (404).
 */
function likelyMisspelt(engine: SearchEngine, term: string): boolean {
  return /^\p{L}+$/u.test(term) && engine.termsWithPrefix(term, 1).length === 0;
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
    const combined: DocumentMatch = { score: match.score, terms: new Set(match.terms), inTitles: match.inTitles };
    for (const map of others) {
      const other = map.get(id)!;
      combined.score += other.score;
      for (const term of other.terms) combined.terms.add(term);
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
  return { prefix: SEARCH_OPTIONS.prefix && (isLast || !known), fuzzy: known || !likelyMisspelt(engine, term) ? false : SEARCH_OPTIONS.fuzzy };
}

/**
 * For a word no page has, in no form: the indexed words it may be a misspelling of, each
 * with its number of edits. A swap of neighbouring letters is one edit
 * (Damerau), which the spec's fuzzy matching counts as two.
 */
function typoFixes(engine: SearchEngine, term: string): Map<string, number> {
  const fixes = new Map<string, number>();
  // A word in no page may still be another form of one ("consents"): then it is no typo.
  if (!likelyMisspelt(engine, term) || Array.from(term).length < 3 || otherForms(engine, term).length > 0) return fixes;
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

/** The documents a slot matches, and how many of them the reader's own word (or its parts) matches. */
export interface SlotMatches {
  matches: Map<number, DocumentMatch>;
  ownCount: number;
}

/**
 * A misspelt word means what its fix means: "recieve" finds what "receive"
 * finds through data/synonyms.ts, each synonym counting less by the fix's edits.
 */
function typoSynonymMatches(engine: SearchEngine, slot: Slot): Map<number, DocumentMatch> {
  const matches = new Map<number, DocumentMatch>();
  const [own, ...others] = slot.alternatives;
  if (MATCH_WEIGHTS.swap === 0 || MATCH_WEIGHTS.synonym === 0) return matches;
  if (own?.kind !== 'own' || own.terms.length !== 1 || others.some((alternative) => alternative.kind === 'synonym')) return matches;
  for (const [fix, edits] of typoFixes(engine, own.terms[0]!)) {
    for (const terms of wordSynonyms(fix)) {
      const weight = MATCH_WEIGHTS.synonym * MATCH_WEIGHTS.swap ** edits;
      merge(matches, intersect(terms.map((term) => termMatches(engine, term, EXACT, weight))));
    }
  }
  return matches;
}

/**
 * Whether a slot's identifier parts are looked up (slotMatches): only when
 * what comes before them, the word itself, matches nothing. So their files
 * are only fetched then (requiredFiles).
 */
function partsStandIn(engine: SearchEngine, slot: Slot, isLast: boolean): boolean {
  const matches = new Map<number, DocumentMatch>();
  for (const alternative of slot.alternatives) {
    if (alternative.kind === 'parts') return matches.size === 0;
    if (MATCH_WEIGHTS[alternative.kind] !== 0) merge(matches, alternativeMatches(engine, alternative, isLast));
  }
  return false;
}

export function slotMatches(engine: SearchEngine, slot: Slot, isLast: boolean): SlotMatches {
  const matches = new Map<number, DocumentMatch>();
  let ownCount = 0;
  for (const alternative of slot.alternatives) {
    // A kind of match weighed at nothing is switched off (the ablation does so).
    if (MATCH_WEIGHTS[alternative.kind] === 0) continue;
    // An identifier's parts stand in for it only where the docs never write it whole.
    if (alternative.kind === 'parts' && matches.size > 0) continue;
    merge(matches, alternativeMatches(engine, alternative, isLast));
    if (alternative.kind !== 'synonym') ownCount = matches.size;
  }
  merge(matches, typoSynonymMatches(engine, slot));
  return { matches, ownCount };
}

/** The files a query needs besides the index file, by position in `engine.shards` and `engine.lexicons`. */
export interface RequiredFiles {
  shards: number[];
  lexicons: number[];
}

/**
 * The files a query needs: its words' and synonyms' term files (with those
 * of their stems' prefixes, which hold their other forms and
 * reader hints), every term file of its first character for the word being
 * typed when it is a single character, and, for a likely misspelt word (of
 * letters, in no page), its first character's lexicon, then the term files of the terms fuzzy matching can
 * find there and those of its swapped-letter spellings; an identifier's
 * parts' files only once its own files show that it matches nothing. Some
 * are only known once others are in (the word's own files, the lexicon), so
 * call again after loading until nothing is missing.
 */
export function requiredFiles(engine: SearchEngine, query: string): RequiredFiles {
  const { terms } = parseQuery(query);
  const needed = new Set<number>();
  const lexicons = new Set<number>();
  const slots = querySlots(terms);
  slots.forEach((slot, at) => {
    const isLast = at === slots.length - 1;
    // What the slot's alternatives so far need: once it is all in, whether its word matches anything is known.
    const slotShards = new Set<number>();
    const slotLexicons = new Set<number>();
    const need = (shards: readonly number[]) =>
      shards.forEach((shard) => {
        needed.add(shard);
        slotShards.add(shard);
      });
    for (const alternative of slot.alternatives) {
      if (alternative.kind === 'parts') {
        const known = [...slotShards].every((shard) => engine.isLoaded(shard)) && [...slotLexicons].every((lexicon) => engine.isLexiconLoaded(lexicon));
        if (!known || !partsStandIn(engine, slot, isLast)) continue;
      }
      for (const term of alternative.terms) {
        const shard = engine.shardOf(term);
        need([shard]);
        // Its other forms are looked up by the stem's prefix, whose files also hold the stem's reader hints.
        if (!hasOneCharacter(term)) need(engine.shardsOfPrefix(stemPrefix(term)));
        if (alternative.kind !== 'own') continue;
        if (isLast) need(engine.shardsOfPrefix(term));
        if (engine.isLoaded(shard) && likelyMisspelt(engine, term)) {
          const candidates = engine.fuzzyCandidates(term);
          const lexicon = engine.lexiconOf(term);
          if (lexicon !== undefined) {
            lexicons.add(lexicon);
            slotLexicons.add(lexicon);
          }
          const fixFiles = [...(candidates ?? []), ...adjacentSwaps(term)].map((fix) => engine.shardOf(fix));
          need(fixFiles);
          // A fix's synonyms, once the files that tell the fixes are in.
          if (alternative.terms.length === 1 && candidates !== undefined && fixFiles.every((file) => engine.isLoaded(file))) {
            for (const fix of typoFixes(engine, term).keys()) for (const synonym of wordSynonyms(fix).flat()) need([engine.shardOf(synonym)]);
          }
        }
      }
    }
  });
  return { shards: [...needed].sort((a, b) => a - b), lexicons: [...lexicons].sort((a, b) => a - b) };
}

/** The documents that match every word of `query` (by itself, another form, a synonym or a typo fix), in id order. */
export function documentsMatchingAll(engine: SearchEngine, query: string): number[] {
  const slots = querySlots(parseQuery(query).terms);
  if (slots.length === 0) return [];
  return [...intersect(slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1).matches)).keys()].sort((a, b) => a - b);
}
