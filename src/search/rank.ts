/**
 * Turns a query into the results the dialog shows. MiniSearch scores each
 * term (spec weights, prefix and fuzzy matching); on top of that:
 * - each word may be matched by another form of it, a synonym or, for a word
 *   no page has, a typo fix (terms.ts), each weighing less than the word
 *   itself; prefix matching is for the word being typed, fuzzy for typos;
 * - each word counts by its rarity, so common words cannot outweigh the
 *   query's telling word; documents with every word come first;
 * - a page's sections add up: the page about a topic, with many sections on
 *   it, beats a page that mentions it once; a page whose title, description,
 *   keywords or address hold the words comes up;
 * - the pages that reader examples with the same words were
 *   answered by come up (readerQueries.ts);
 * - an exact page title comes first;
 * - a "quoted phrase" must appear as written;
 * - one page cannot take every slot while other pages also match.
 */
import { distance } from 'fastest-levenshtein';
import { EXACT, type SearchEngine, type TermHit, type TermLookup } from './engine';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS, SEARCH_OPTIONS, type SearchDocumentFields, type StoredSearchFields } from './contract';
import { processTerm, tokenize } from './analysis';
import { parseQuery } from './query';
import { hintKeys, type ReaderHints } from './readerQueries';
import { adjacentSwaps, querySlots, stemOf, stemPrefix, wordSynonyms, type Alternative, type Slot } from './terms';

export interface SearchResult extends SearchDocumentFields {
  id: number;
  score: number;
  /** The indexed words this result matched, for highlighting. */
  terms: string[];
}

/** How much a match counts, by where it comes from: the reader's own word counts fully. */
export const MATCH_WEIGHTS = {
  own: 1,
  /** Another form of the word: plural, verb form. */
  form: 0.85,
  /**
   * An identifier's parts without the whole (`new conversation` for `newConversation`), only where
   * the docs never write it whole: recall for such identifiers, which the evaluation set has too few of
   * to move (its ablation shows 0).
   */
  parts: 0.5,
  synonym: 0.55,
  /** A word no page has, fixed: per edit (a swap of neighbouring letters is one). */
  swap: 0.8,
};

/**
 * How the re-ranking weighs a document against its page. Each weight is a
 * signal that earns its place on the evaluation set: `npm run search:ablation`
 * switches each off in turn (at the value in brackets) and prints what the
 * ranking loses; a signal worth less than one query in 500 goes. Ranges are
 * where the figures stay within a query or two of their best.
 */
export const RANKING = {
  /** How much of its page's total a document gets [0]; 0.5–1.5. */
  page: 1,
  /** Each further document of a page adds this much less to the page's total [0: only the best counts]; 0.7–0.9. */
  pageDecay: 0.85,
  /** How much a document with only some of the words keeps: (share of words)^this [0]; 1.5–3. */
  partial: 2,
  /** Extra weight for all of a page's results, by the share of the query's words its address holds [0]; 0.1–0.5. */
  path: 0.25,
  /** Extra weight for all of a page's results, by the share of the query's words its title, description and keywords hold [0]; 0.5–1.5. */
  about: 1,
  /** The first results come from this many different pages [0]; 2–4. */
  distinctFirst: 3,
  /**
   * How far the reader examples lift the pages a query's words point at
   * (readerQueries.ts): each hint key (a word, or two words close together)
   * multiplies a page's results by (1 + pages × share of the key's examples
   * the page answers)^this [0]; 0.1–0.2.
   */
  reader: 0.15,
};

/** What a page gets from a word's reader hint when none of the word's queries names it, as if a tenth of one did. */
const READER_PRIOR = 0.1;

/** "How does X work": X is what is asked about; "work" is only the question's frame. */
const HOW_DOES_IT_WORK = /^(how (?:does|do) .+?) works?\s*[?!.]*$/i;

const pageCounts = new WeakMap<SearchEngine, number>();

function pageCountOf(engine: SearchEngine): number {
  let count = pageCounts.get(engine);
  if (count === undefined) {
    count = 0;
    for (let id = 0; id < engine.documentCount; id += 1) if (engine.pageOf(id) === id) count += 1;
    pageCounts.set(engine, count);
  }
  return count;
}

/**
 * How much the example queries lift each page for this query
 * (RANKING.reader): a page that answers most queries holding its words
 * comes up; the others keep about what they had. Pages in `pages` only.
 */
function readerLifts(engine: SearchEngine, terms: string, hints: ReaderHints, pages: Iterable<number>): Map<number, number> {
  const lifts = new Map<number, number>();
  const wordHints = hintKeys(terms).flatMap((key) => hints(key) ?? []);
  if (wordHints.length === 0) return lifts;
  const pageCount = pageCountOf(engine);
  for (const page of pages) {
    let lift = 0;
    for (const hint of wordHints) lift += Math.log(1 + (pageCount * ((hint.pages.get(page) ?? 0) + READER_PRIOR)) / (hint.queries + 1));
    lifts.set(page, Math.exp(RANKING.reader * lift));
  }
  return lifts;
}

/** What one document matched for one slot, or for the whole query. */
interface DocumentMatch {
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
function intersect(maps: ReadonlyArray<Map<number, DocumentMatch>>): Map<number, DocumentMatch> {
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
interface SlotMatches {
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

function slotMatches(engine: SearchEngine, slot: Slot, isLast: boolean): SlotMatches {
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
 * of their stems' prefixes, which hold their other forms, keyword pairs and
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
        // Its other forms are looked up by the stem's prefix, whose files also hold the stem's keyword pairs and reader hints.
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

function pageOfHref(result: { href: string }): string {
  return result.href.split('#')[0] ?? result.href;
}

/**
 * Keeps score order but lets each page take at most `perPage` slots until
 * others have had theirs, and gives the first `distinctFirst` slots to
 * different pages, so the first screen offers more than one page.
 */
export function spreadAcrossPages<T>(
  results: readonly T[],
  perPage: number,
  limit: number,
  distinctFirst = 0,
  pageOf: (result: T) => unknown = (result) => pageOfHref(result as { href: string }),
): T[] {
  const taken = new Map<unknown, number>();
  const first: T[] = [];
  const overflow: T[] = [];
  const leaders = new Set<T>();
  for (const result of results) {
    if (leaders.size >= distinctFirst) break;
    if (taken.has(pageOf(result))) continue;
    taken.set(pageOf(result), 1);
    leaders.add(result);
    first.push(result);
  }
  for (const result of results) {
    if (leaders.has(result)) continue;
    const page = pageOf(result);
    const count = taken.get(page) ?? 0;
    if (count < perPage) {
      first.push(result);
      taken.set(page, count + 1);
      if (first.length === limit) break;
    } else if (overflow.length < limit) {
      overflow.push(result);
    }
  }
  return [...first, ...overflow].slice(0, limit);
}

const aboutCache = new Map<string, string[]>();

/** The stems of a text's words (stop words left out). */
function aboutStemsOf(text: string): string[] {
  let stems = aboutCache.get(text);
  if (!stems) {
    stems = tokenize(text).flatMap((token) => processTerm(token) ?? []).map(stemOf);
    aboutCache.set(text, stems);
  }
  return stems;
}

const pathStemsCache = new Map<string, string[]>();

/** The stems of the last segment of a page's path: `/consent/user-consent` → user, consent. */
function pathStemsOf(href: string): string[] {
  let stems = pathStemsCache.get(href);
  if (!stems) {
    const last = href.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
    stems = [...new Set(last.split(/[-_.]+/).flatMap((word) => processTerm(word) ?? []).map(stemOf))];
    pathStemsCache.set(href, stems);
  }
  return stems;
}

/** What ranking reads from a page: the stems of its title and description together, and of its address. */
function pageStemsOf(stored: StoredSearchFields | undefined) {
  return {
    about: aboutStemsOf(`${stored?.title ?? ''} . ${stored?.description ?? ''}`),
    path: pathStemsOf(stored?.href ?? ''),
  };
}

/** How far prepareRanking has got, per index: the next document id (buildIndex numbers documents from 0, in order). */
const preparedUpTo = new WeakMap<SearchEngine, number>();

/**
 * Works out ahead of the first query what ranking reads from every page
 * (the stems of its title, description and address), until `timeIsUp()`;
 * call again to go on. Returns true once every document is done. The first
 * search of a page load otherwise pays for this on the way to its results,
 * on cold code; the dialog runs it in idle time while the reader types and
 * the term files download.
 */
export function prepareRanking(engine: SearchEngine, timeIsUp: () => boolean): boolean {
  let id = preparedUpTo.get(engine) ?? 0;
  for (; id < engine.documentCount; id += 1) {
    if (timeIsUp()) break;
    if (engine.pageOf(id) === id) pageStemsOf(engine.stored(id));
  }
  preparedUpTo.set(engine, id);
  return id >= engine.documentCount;
}

interface Candidate {
  id: number;
  page: number;
  title: string;
  isPage: boolean;
  score: number;
  terms: Set<string>;
}

interface DocumentEntry {
  matched: number;
  covered: number;
  score: number;
  terms: Set<string>;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * Each word's matches, by document, and how rare the word is: coverage
 * counts words by rarity, the rarity of the reader's own word where pages
 * use it, so that a synonym's many pages do not make it common.
 */
function wordMatches(engine: SearchEngine, slots: readonly Slot[]) {
  const found = slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1));
  const rarity = found.map(({ matches, ownCount }) => Math.log(1 + engine.documentCount / (1 + (ownCount > 0 ? ownCount : matches.size))));
  return { perSlot: found.map((slot) => slot.matches), rarity, totalRarity: rarity.reduce((sum, value) => sum + value, 0) };
}

/**
 * Each document's score from its words: their MiniSearch scores added up
 * (which weigh each word by its rarity already); a document with only some
 * of the words keeps (share of their rarity)^RANKING.partial of it, so the
 * query's telling word counts for more than its common ones.
 */
function documentScores(perSlot: ReadonlyArray<Map<number, DocumentMatch>>, rarity: readonly number[], totalRarity: number): Map<number, DocumentEntry> {
  const byDocument = new Map<number, DocumentEntry>();
  perSlot.forEach((matches, slot) => {
    for (const [id, match] of matches) {
      let entry = byDocument.get(id);
      if (!entry) byDocument.set(id, (entry = { matched: 0, covered: 0, score: 0, terms: new Set() }));
      for (const term of match.terms) entry.terms.add(term);
      entry.matched += 1;
      entry.covered += rarity[slot]!;
      entry.score += match.score;
    }
  });
  for (const entry of byDocument.values()) entry.score *= (entry.covered / totalRarity) ** RANKING.partial;
  return byDocument;
}

/** A page's total: its documents' scores, best first, each further one counting RANKING.pageDecay less. */
function pageTotals(candidates: readonly Candidate[]): Map<number, number> {
  const byPage = new Map<number, number[]>();
  for (const candidate of candidates) {
    const scores = byPage.get(candidate.page);
    if (scores) scores.push(candidate.score);
    else byPage.set(candidate.page, [candidate.score]);
  }
  const totals = new Map<number, number>();
  for (const [page, scores] of byPage) {
    scores.sort((a, b) => b - a);
    totals.set(page, scores.reduce((total, score, rank) => total + score * RANKING.pageDecay ** rank, 0));
  }
  return totals;
}

/**
 * What each page is about, as a factor on all of its results: the share of
 * the query's words (by rarity) its title, description and keywords hold
 * (RANKING.about) and its address holds (RANKING.path). An identifier counts by its parts:
 * `signFrameAction` is about signing frame actions.
 */
function pageAboutFactors(
  engine: SearchEngine,
  pages: Iterable<number>,
  slots: readonly Slot[],
  { perSlot, rarity, totalRarity }: ReturnType<typeof wordMatches>,
): Map<number, number> {
  const slotStems = perSlot.map((matches) => {
    const stems = new Set<string>();
    for (const match of matches.values()) for (const term of match.terms) stems.add(stemOf(term));
    return stems;
  });
  const partStems = slots.map((slot) => [
    ...new Set(slot.alternatives.filter((alternative) => alternative.kind === 'parts').flatMap((alternative) => alternative.terms.map(stemOf))),
  ]);
  const coverageOf = (stems: readonly string[], alsoHas: (slot: number) => boolean = () => false) => {
    let covered = 0;
    slotStems.forEach((matched, slot) => {
      if (alsoHas(slot) || stems.some((stem) => matched.has(stem))) covered += rarity[slot]!;
      else if (partStems[slot]!.length > 0) {
        covered += (rarity[slot]! * partStems[slot]!.filter((part) => stems.includes(part)).length) / partStems[slot]!.length;
      }
    });
    return covered / totalRarity;
  };
  const factors = new Map<number, number>();
  for (const page of pages) {
    const stems = pageStemsOf(engine.stored(page));
    const inKeywords = (slot: number) => perSlot[slot]!.get(page)?.inTitles === true;
    factors.set(
      page,
      (1 + RANKING.about * coverageOf(stems.about, inKeywords)) * (1 + RANKING.path * coverageOf(stems.path)),
    );
  }
  return factors;
}

/**
 * `phraseTexts` (the normalized text of each document, by id) is needed only
 * when the query holds a quoted phrase; see `parseQuery`. Words whose term
 * files are not loaded match nothing: load `requiredFiles` first. `hints`
 * are the index's own reader hints unless given (the evaluation passes hints
 * learned without the queries it measures).
 */
export function rankResults(
  engine: SearchEngine,
  query: string,
  phraseTexts?: readonly string[],
  hints: ReaderHints = (key) => engine.readerHint(key),
): SearchResult[] {
  return rankDocuments(engine, query, phraseTexts, hints).flatMap((ranked) => {
    const fields = engine.fields(ranked.id);
    return fields ? [{ ...ranked, ...fields }] : [];
  });
}

/** A ranked document, before its document files are in (see SearchEngine.documentFilesFor). */
export interface RankedDocument {
  id: number;
  score: number;
  terms: string[];
}

/**
 * The documents `rankResults` shows, in order, from the index file and the
 * term files alone: what a search must fetch besides is the document files
 * of these (loadIndex.ts, answerQuery).
 */
export function rankDocuments(
  engine: SearchEngine,
  query: string,
  phraseTexts?: readonly string[],
  hints: ReaderHints = (key) => engine.readerHint(key),
): RankedDocument[] {
  const { terms, phrases } = parseQuery(query);
  const slots = querySlots(terms.trim().replace(HOW_DOES_IT_WORK, '$1'));
  if (slots.length === 0) return [];
  if (phrases.length > 0 && !phraseTexts) throw new Error('rankResults: a phrase query needs the phrase texts.');

  const words = wordMatches(engine, slots);
  const candidates: Candidate[] = [];
  for (const [id, entry] of documentScores(words.perSlot, words.rarity, words.totalRarity)) {
    // A phrase query keeps only documents with every word and the phrase as written.
    if (phrases.length > 0 && (entry.matched < slots.length || !phrases.every((phrase) => phraseTexts![id]?.includes(phrase)))) continue;
    if (!engine.hasDocument(id)) continue;
    const page = engine.pageOf(id);
    // Only a page's title is ever compared (isExact below); a section's is in its document file.
    candidates.push({ id, page, title: page === id ? engine.stored(id)!.title : '', isPage: page === id, score: entry.score, terms: entry.terms });
  }

  const pageTotal = pageTotals(candidates);
  const about = pageAboutFactors(engine, pageTotal.keys(), slots, words);
  const readerLift = readerLifts(engine, terms, hints, pageTotal.keys());
  for (const candidate of candidates) {
    candidate.score =
      (candidate.score + RANKING.page * (pageTotal.get(candidate.page) ?? 0)) *
      (about.get(candidate.page) ?? 1) *
      (readerLift.get(candidate.page) ?? 1);
  }
  candidates.sort((a, b) => b.score - a.score);

  // An exact page title first (a heading that matches exactly gets no place of its own).
  const text = slots.map((slot) => slot.text).join(' ');
  const isExact = (title: string) =>
    (title.length === terms.length && collator.compare(title, terms) === 0) ||
    (title.length === text.length && collator.compare(title, text) === 0);
  const exactPages: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const candidate of candidates) (candidate.isPage && isExact(candidate.title) ? exactPages : rest).push(candidate);
  const shown = spreadAcrossPages(
    [...exactPages, ...rest],
    MAX_RESULTS_PER_PAGE,
    MAX_SEARCH_RESULTS,
    RANKING.distinctFirst,
    (candidate) => candidate.page,
  );
  return shown.map(({ id, score, terms: matched }) => ({ id, score, terms: [...matched] }));
}

/** The documents that match every word of `query` (by itself, another form, a synonym or a typo fix), in id order. */
export function documentsMatchingAll(engine: SearchEngine, query: string): number[] {
  const slots = querySlots(parseQuery(query).terms);
  if (slots.length === 0) return [];
  return [...intersect(slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1).matches)).keys()].sort((a, b) => a - b);
}
