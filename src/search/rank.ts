/**
 * Turns a query into the results the dialog shows. MiniSearch scores each
 * term (spec weights, prefix and fuzzy matching); on top of that:
 * - each word may be matched by another form of it, a synonym or, for a word
 *   no page has, a typo fix (terms.ts), each weighing less than the word
 *   itself; prefix matching is for the word being typed, fuzzy for typos;
 * - each word counts by its rarity, so common words cannot outweigh the
 *   query's telling word; documents with every word come first;
 * - the query's words side by side in a title, or starting it, count more;
 * - a page's sections add up: the page about a topic, with many sections on
 *   it, beats a page that mentions it once; words in a title count more;
 * - a query that names a thing ("consent states") prefers sections about it to sections headed by a
 *   task that uses it ("Get a conversation's consent state");
 * - the pages that readers' example queries with the same words were
 *   answered by come up (readerQueries.ts);
 * - an exact page title comes first;
 * - a "quoted phrase" must appear as written;
 * - one page cannot take every slot while other pages also match.
 */
import { distance } from 'fastest-levenshtein';
import { EXACT, type SearchEngine, type TermHit, type TermLookup } from './engine';
import {
  MAX_RESULTS_PER_PAGE,
  MAX_SEARCH_RESULTS,
  SEARCH_OPTIONS,
  firstCharacter,
  processTerm,
  tokenize,
  type SearchDocumentFields,
  type StoredSearchFields,
} from './options';
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
  /** An identifier's parts without the whole (`new conversation` for `newConversation`). */
  parts: 0.5,
  synonym: 0.55,
  /** A word no page has, fixed: per edit (a swap of neighbouring letters is one). */
  swap: 0.8,
};

/** How the re-ranking weighs a document against its page (tuned on tests/search/queries.json). */
export const RANKING = {
  /** Extra weight per share of the query's words found in the document's own title. */
  title: 1,
  /** Extra weight per share of the title's words that the query matched: a title about just this. */
  focus: 1,
  /** How much of its page's total a document gets. */
  page: 1,
  /** Each further document of a page adds this much less to the page's total. */
  pageDecay: 0.85,
  /** How much a document with only some of the words keeps: (share of words)^this. */
  partial: 2,
  /** Extra weight for all of a page's results, by how well the page's own title matches. */
  pageTitle: 0.5,
  /** Extra weight for all of a page's results, by the share of the query's words its address holds. */
  path: 0.25,
  /** Extra weight for all of a page's results, by the share of the query's words its title, description and keywords hold. */
  about: 1,
  /** Extra weight for page results when the query asks what something is. */
  definition: 1,
  /** Extra weight per share of the query's neighbouring words that stand side by side, in order, in the document's title. */
  titlePhrase: 2,
  /** The same for the page's title and description, for all of a page's results. */
  aboutPhrase: 0.5,
  /** The same for the page's keywords: "message requests" as one keyword, not "message" and "requests" in two. */
  keywordPhrase: 1,
  /** Extra weight for all of a page's results when its title starts with the query's words: "User consent and…" is about user consent. */
  titleStart: 0.5,
  /** Extra weight, for a "what is…" question, for pages that introduce (Introduction, Overview, Understand…) and match. */
  introduces: 0.5,
  /** How much more a page's own title counts than a heading: the page named so is about it. */
  pageLevel: 0.5,
  /** How far each word's score is set by its rarity rather than by its raw MiniSearch score (0 to 1). */
  wordWeight: 1,
  /** The first results come from this many different pages. */
  distinctFirst: 3,
  /** How much of its rarity a verb that only frames a task ("find my inbox id", "see who…") keeps. */
  frameVerb: 0.6,
  /**
   * How much a section headed by a task ("Get a conversation's consent state") loses when the query
   * names a thing ("consent states"): the reader wants the section about it, not one that uses it.
   */
  taskHeading: 0.4,
  /**
   * How far the example queries lift the pages a query's words point at
   * (readerQueries.ts): each hint key (a word, or two words close together)
   * multiplies a page's results by (1 + pages × share of the key's queries
   * the page answers)^this.
   */
  reader: 0.15,
};

/** What a page gets from a word's reader hint when none of the word's queries names it, as if a tenth of one did. */
const READER_PRIOR = 0.1;

/** "What is…", "what are…", "how does … work": the reader wants the page about it, not a section that uses it. */
const DEFINITION_QUESTION = /^(what('?s| is| are)|define|definition of|meaning of|explain)\b|^how (does|do) .+ work\b/i;
/** Titles of pages that introduce a topic rather than use it. */
const INTRODUCING_TITLE = /\b(introduction|intro|overview|understand|concepts?|what is)\b/i;
/**
 * Verbs readers put in front of what they want ("find my inbox id", "see who is in a group", "make the app
 * faster"): they say little about which page answers, but pages use them too ("Show the send status"), so
 * they count less rather than not at all.
 */
const FRAME_VERBS = new Set(['find', 'see', 'show', 'get', 'make', 'tell', 'try', 'know', 'figure']);
/**
 * Verbs that start a heading about doing something ("Send a message", "Check consent"): the docs'
 * headings use these, in the imperative.
 */
const TASK_HEADING_VERBS = new Set(
  ('add allow ask block broadcast build cache check choose clear clone collect compare configure connect copy create decide ' +
    'decode decrypt define delete deny describe display download draw embed enable encrypt ensure explore fill find forward ' +
    'generate get give go grow handle identify import inspect install invite keep know launch learn let list listen load look ' +
    'make manage migrate notify open pass pick plan point prepare process propose protect provide reach read receive refresh ' +
    'register remove render request resolve restore revoke run save see send set show sign spot start stop stream subscribe ' +
    'sync synchronize tell try turn update upload use validate walk').split(' '),
);
/** "What is…", "what are…", "what's…". */
const WHAT_QUESTION = /^what(?:'?s|\s+(?:is|are))\b/i;
/** Words that start a question or a task rather than name a thing. */
const QUESTION_WORDS = new Set(['how', 'what', 'why', 'which', 'can', 'is', 'are', 'does', 'do', 'where', 'when', 'who', 'should', 'will']);

/**
 * A query that names a thing ("consent states", "inbox ids": two or three plain words, not a task, a
 * question or an identifier) or asks what one is ("what are the consent states"; not "define my own
 * format", a task).
 */
function namesAThing(terms: string): boolean {
  if (WHAT_QUESTION.test(terms.trim())) return true;
  const words = terms.trim().split(/\s+/);
  const first = words[0]!.toLowerCase();
  // Plain words: letters only, no camelCase identifier (`canMessage`).
  const plain = (word: string) => /^\p{L}+$/u.test(word) && !/\p{Ll}\p{Lu}/u.test(word);
  return words.length >= 2 && words.length <= 3 && words.every(plain) && !TASK_HEADING_VERBS.has(first) && !QUESTION_WORDS.has(first);
}

/** Whether a heading starts with a task verb: "Get a conversation's consent state". */
function headsATask(title: string): boolean {
  return TASK_HEADING_VERBS.has(title.trimStart().split(/\s/, 1)[0]!.toLowerCase());
}

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
  inTitle: boolean;
  /** Whether it matched in `titles`: for a page, its keywords (see extractField in options.ts). */
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

function addMatch(into: Map<number, DocumentMatch>, id: number, score: number, terms: Iterable<string>, inTitle: boolean, inTitles: boolean) {
  const found = into.get(id);
  if (found) {
    found.score += score;
    for (const term of terms) found.terms.add(term);
    found.inTitle ||= inTitle;
    found.inTitles ||= inTitles;
  } else {
    into.set(id, { score, terms: new Set(terms), inTitle, inTitles });
  }
}

function matchedIn(match: Record<string, string[]>, field: 'title' | 'titles'): boolean {
  for (const term in match) if (match[term].includes(field)) return true;
  return false;
}

function addHit(into: Map<number, DocumentMatch>, hit: TermHit, score: number, terms: Iterable<string>) {
  addMatch(into, hit.id as number, score, terms, matchedIn(hit.match, 'title'), matchedIn(hit.match, 'titles'));
}

/** Indexed terms with the same stem as `term`, other than itself. */
function otherForms(engine: SearchEngine, term: string): string[] {
  const stem = stemOf(term);
  if (stem === term && !/^\p{L}+$/u.test(term)) return [];
  return engine.termsWithPrefix(stemPrefix(term), 200).filter((candidate) => candidate !== term && stemOf(candidate) === stem);
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

/** Whether no indexed term is, or starts with, `term`: then it is likely a typo. */
function unknownTerm(engine: SearchEngine, term: string): boolean {
  return engine.termsWithPrefix(term, 1).length === 0;
}

function merge(into: Map<number, DocumentMatch>, from: Map<number, DocumentMatch>) {
  for (const [id, match] of from) addMatch(into, id, match.score, match.terms, match.inTitle, match.inTitles);
}

/** Documents with every map's key, their matches added up. */
function intersect(maps: ReadonlyArray<Map<number, DocumentMatch>>): Map<number, DocumentMatch> {
  const [smallest, ...others] = [...maps].sort((a, b) => a.size - b.size);
  const result = new Map<number, DocumentMatch>();
  if (!smallest) return result;
  for (const [id, match] of smallest) {
    if (!others.every((map) => map.has(id))) continue;
    const combined: DocumentMatch = { score: match.score, terms: new Set(match.terms), inTitle: match.inTitle, inTitles: match.inTitles };
    for (const map of others) {
      const other = map.get(id)!;
      combined.score += other.score;
      for (const term of other.terms) combined.terms.add(term);
      combined.inTitle &&= other.inTitle;
      combined.inTitles &&= other.inTitles;
    }
    result.set(id, combined);
  }
  return result;
}

const SPEC_LOOKUP: TermLookup = { prefix: SEARCH_OPTIONS.prefix, fuzzy: SEARCH_OPTIONS.fuzzy };

/**
 * How the reader's own word is looked up. The spec's fuzzy matching is for a
 * word no page has (a typo), its prefix matching for the word still being
 * typed (the last) or unknown: a word that pages use matches as written and by
 * its other forms, so "specific" does not pull in "specification" nor "sent"
 * pull in "set".
 */
function ownLookup(engine: SearchEngine, term: string, isLast: boolean): TermLookup {
  // Another form of a word the pages use ("consents") is no typo either.
  const known = engine.hasTerm(term) || otherForms(engine, term).length > 0;
  return { prefix: SEARCH_OPTIONS.prefix && (isLast || !known), fuzzy: known ? false : SEARCH_OPTIONS.fuzzy };
}

/**
 * For a word no page has, in no form: the indexed words it may be a misspelling of, each
 * with its number of edits. A swap of neighbouring letters is one edit
 * (Damerau), which the spec's fuzzy matching counts as two.
 */
function typoFixes(engine: SearchEngine, term: string): Map<string, number> {
  const fixes = new Map<string, number>();
  // A word in no page may still be another form of one ("consents"): then it is no typo.
  if (!unknownTerm(engine, term) || !/^\p{L}{3,}$/u.test(term) || otherForms(engine, term).length > 0) return fixes;
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
 * finds through synonyms.ts, each synonym counting less by the fix's edits.
 */
function typoSynonymMatches(engine: SearchEngine, slot: Slot): Map<number, DocumentMatch> {
  const matches = new Map<number, DocumentMatch>();
  const [own, ...others] = slot.alternatives;
  if (own?.kind !== 'own' || own.terms.length !== 1 || others.some((alternative) => alternative.kind === 'synonym')) return matches;
  for (const [fix, edits] of typoFixes(engine, own.terms[0]!)) {
    for (const terms of wordSynonyms(fix)) {
      const weight = MATCH_WEIGHTS.synonym * MATCH_WEIGHTS.swap ** edits;
      merge(matches, intersect(terms.map((term) => termMatches(engine, term, EXACT, weight))));
    }
  }
  return matches;
}

function slotMatches(engine: SearchEngine, slot: Slot, isLast: boolean): SlotMatches {
  const matches = new Map<number, DocumentMatch>();
  let ownCount = 0;
  for (const alternative of slot.alternatives) {
    // An identifier's parts stand in for it only where the docs never write it whole.
    if (alternative.kind === 'parts' && matches.size > 0) continue;
    merge(matches, alternativeMatches(engine, alternative, isLast));
    if (alternative.kind !== 'synonym') ownCount = matches.size;
  }
  merge(matches, typoSynonymMatches(engine, slot));
  return { matches, ownCount };
}

/**
 * The term files a query needs, by position in `engine.shards`: its words'
 * and synonyms' files (with those of their stems' prefixes, which hold their
 * other forms, keyword pairs and reader hints), every file of its first character for the word
 * being typed when it is a single character, and, for a word in no page,
 * the files fuzzy matching reads and those of its swapped-letter spellings.
 * Those are only known once the word's own file is in, so call again after
 * loading until nothing is missing.
 */
export function requiredShards(engine: SearchEngine, query: string): number[] {
  const { terms } = parseQuery(query);
  const needed = new Set<number>();
  const need = (shards: readonly number[]) => shards.forEach((shard) => needed.add(shard));
  const slots = querySlots(terms);
  slots.forEach((slot, at) => {
    for (const alternative of slot.alternatives) {
      for (const term of alternative.terms) {
        const shard = engine.shardOf(term);
        needed.add(shard);
        // Its other forms are looked up by the stem's prefix, whose files also hold the stem's keyword pairs and reader hints.
        need(engine.shardsOfPrefix(stemPrefix(term)));
        if (alternative.kind !== 'own') continue;
        if (at === slots.length - 1) need(engine.shardsOfPrefix(term));
        if (engine.isLoaded(shard) && unknownTerm(engine, term)) {
          need(engine.shardsOfPrefix(firstCharacter(term)));
          for (const swap of adjacentSwaps(term)) need([engine.shardOf(swap)]);
          // A fix's synonyms, once the files that tell the fixes are in.
          if (alternative.terms.length === 1 && engine.shardsOfPrefix(firstCharacter(term)).every((file) => engine.isLoaded(file))) {
            for (const fix of typoFixes(engine, term).keys()) for (const synonym of wordSynonyms(fix).flat()) needed.add(engine.shardOf(synonym));
          }
        }
      }
    }
  });
  return [...needed].sort((a, b) => a - b);
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

const titleTermsCache = new Map<string, string[]>();

/** A title's indexed terms (identifiers whole and in parts), each once. */
function termsOfTitle(title: string): string[] {
  let terms = titleTermsCache.get(title);
  if (!terms) {
    terms = [...new Set(tokenize(title).flatMap((token) => processTerm(token) ?? []))];
    titleTermsCache.set(title, terms);
  }
  return terms;
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

/** What ranking reads from a page: the stems of its title, its description, both together, and its address. */
function pageStemsOf(stored: StoredSearchFields | undefined) {
  const title = stored?.title ?? '';
  const description = stored?.description ?? '';
  return {
    title: aboutStemsOf(title),
    description: aboutStemsOf(description),
    about: aboutStemsOf(`${title} . ${description}`),
    path: pathStemsOf(stored?.href ?? ''),
  };
}

/** How far prepareRanking has got, per index: the next document id (buildIndex numbers documents from 0, in order). */
const preparedUpTo = new WeakMap<SearchEngine, number>();

/**
 * Works out ahead of the first query what ranking reads from every
 * document (its title's terms and stems; a page's description and address),
 * until `timeIsUp()`; call again to go on. Returns true once every document
 * is done. The first search of a page load otherwise pays for this on the
 * way to its results, on cold code; the dialog runs it in idle time while
 * the reader types and the term files download.
 */
export function prepareRanking(engine: SearchEngine, timeIsUp: () => boolean): boolean {
  let id = preparedUpTo.get(engine) ?? 0;
  for (; id < engine.documentCount; id += 1) {
    if (timeIsUp()) break;
    const stored = engine.stored(id);
    if (!stored) continue;
    termsOfTitle(stored.title);
    if (stored.parent === undefined) pageStemsOf(stored);
    else aboutStemsOf(stored.title);
  }
  preparedUpTo.set(engine, id);
  return id >= engine.documentCount;
}

/**
 * The share of the query's neighbouring word pairs that stand side by side,
 * in the same order, in `stems` (a title's, stop words left out): "user
 * consent" in "User consent and spam-free inboxes".
 */
export function phraseShare(stems: readonly string[], slotStems: ReadonlyArray<ReadonlySet<string>>): number {
  if (slotStems.length < 2) return 0;
  let pairs = 0;
  for (let slot = 0; slot + 1 < slotStems.length; slot += 1) {
    for (let at = 0; at + 1 < stems.length; at += 1) {
      if (slotStems[slot]!.has(stems[at]!) && slotStems[slot + 1]!.has(stems[at + 1]!)) {
        pairs += 1;
        break;
      }
    }
  }
  return pairs / (slotStems.length - 1);
}

/** The share of the query's words that start `stems` (a title's), in order: "user consent" starts "User consent and…". */
export function leadingShare(stems: readonly string[], slotStems: ReadonlyArray<ReadonlySet<string>>): number {
  let leading = 0;
  while (leading < slotStems.length && leading < stems.length && slotStems[leading]!.has(stems[leading]!)) leading += 1;
  return leading / slotStems.length;
}

/**
 * For each page whose keywords hold some of the query's neighbouring words
 * side by side, in order: the share of the query's word pairs they hold
 * (like phraseShare, over all of the page's keywords).
 */
function keywordPhraseShares(engine: SearchEngine, slotStems: ReadonlyArray<ReadonlySet<string>>): Map<number, number> {
  const shares = new Map<number, number>();
  if (slotStems.length < 2) return shares;
  for (let slot = 0; slot + 1 < slotStems.length; slot += 1) {
    const pages = new Set<number>();
    for (const first of slotStems[slot]!) for (const second of slotStems[slot + 1]!) for (const page of engine.pagesWithKeywordPair(first, second)) pages.add(page);
    for (const page of pages) shares.set(page, (shares.get(page) ?? 0) + 1 / (slotStems.length - 1));
  }
  return shares;
}

interface Candidate {
  id: number;
  page: number;
  title: string;
  isPage: boolean;
  /** Whether it has every word of the query. */
  complete: boolean;
  /** How much its own title matches (see RANKING.title). */
  titleMatch: number;
  score: number;
  terms: Set<string>;
}

interface DocumentEntry {
  matched: number;
  covered: number;
  inTitle: number;
  score: number;
  terms: Set<string>;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * `phraseTexts` (the normalized text of each document, by id) is needed only
 * when the query holds a quoted phrase; see `parseQuery`. Words whose term
 * files are not loaded match nothing: load `requiredShards` first. `hints`
 * are the index's own reader hints unless given (the evaluation passes hints
 * learned without the queries it measures).
 */
export function rankResults(
  engine: SearchEngine,
  query: string,
  phraseTexts?: readonly string[],
  hints: ReaderHints = (key) => engine.readerHint(key),
): SearchResult[] {
  const { terms, phrases } = parseQuery(query);
  const asksWhatItIs = DEFINITION_QUESTION.test(terms.trim());
  const asksForAThing = namesAThing(terms);
  const slots = querySlots(terms.trim().replace(HOW_DOES_IT_WORK, '$1'));
  if (slots.length === 0) return [];
  if (phrases.length > 0 && !phraseTexts) throw new Error('rankResults: a phrase query needs the phrase texts.');

  const found = slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1));
  const perSlot = found.map((slot) => slot.matches);
  // A word in few documents says more than one in many: coverage counts words by rarity, the rarity of
  // the reader's own word where pages use it, so that a synonym's many pages do not make it common;
  // a verb that only frames the task counts less.
  const rarity = found.map(
    ({ matches, ownCount }, at) =>
      (FRAME_VERBS.has(slots[at]!.text) ? RANKING.frameVerb : 1) * Math.log(1 + engine.documentCount / (1 + (ownCount > 0 ? ownCount : matches.size))),
  );
  const totalRarity = rarity.reduce((sum, value) => sum + value, 0);
  const byDocument = new Map<number, DocumentEntry>();
  // Each word's scores are scaled to its best document's, then weighted by how rare the word is, so short
  // headings full of common words ("Send messages to a group chat") cannot outweigh the query's telling word.
  const slotScale = perSlot.map((matches, slot) => {
    let best = 0;
    for (const match of matches.values()) best = Math.max(best, match.score);
    return best === 0 ? 0 : RANKING.wordWeight * rarity[slot]! * (100 / best) + (1 - RANKING.wordWeight);
  });
  perSlot.forEach((matches, slot) => {
    for (const [id, match] of matches) {
      let entry = byDocument.get(id);
      if (!entry) {
        entry = { matched: 0, covered: 0, inTitle: 0, score: 0, terms: new Set(match.terms) };
        byDocument.set(id, entry);
      } else {
        for (const term of match.terms) entry.terms.add(term);
      }
      entry.matched += 1;
      entry.covered += rarity[slot];
      entry.inTitle += match.inTitle ? 1 : 0;
      entry.score += match.score * slotScale[slot]!;
    }
  });

  const candidates: Candidate[] = [];
  /** How well each page's own title matches: it lifts all of the page's results. */
  const pageTitleMatch = new Map<number, number>();
  for (const [id, entry] of byDocument) {
    const complete = entry.matched === slots.length;
    // A phrase query keeps only documents with every word and the phrase as written.
    if (phrases.length > 0 && (!complete || !phrases.every((phrase) => phraseTexts![id]?.includes(phrase)))) continue;
    const stored = engine.stored(id);
    if (!stored) continue;
    const coverage = entry.covered / totalRarity;
    const titleTerms = termsOfTitle(stored.title);
    let inTitleTerms = 0;
    for (const term of titleTerms) if (entry.terms.has(term)) inTitleTerms += 1;
    const focus = titleTerms.length === 0 ? 0 : inTitleTerms / titleTerms.length;
    const page = engine.pageOf(id);
    const titleMatch = (entry.inTitle / slots.length) * (1 + RANKING.focus * focus) * (page === id ? 1 + RANKING.pageLevel : 1);
    const taskHeading = asksForAThing && page !== id && headsATask(stored.title) ? 1 - RANKING.taskHeading : 1;
    const score = entry.score * coverage ** RANKING.partial * (1 + RANKING.title * titleMatch) * taskHeading;
    candidates.push({ id, page, title: stored.title, isPage: page === id, complete, score, terms: entry.terms, titleMatch });
    if (page === id) pageTitleMatch.set(page, titleMatch);
  }

  // A page's total: its best documents, each further one counting less.
  const byPage = new Map<number, number[]>();
  for (const candidate of candidates) {
    const scores = byPage.get(candidate.page);
    if (scores) scores.push(candidate.score);
    else byPage.set(candidate.page, [candidate.score]);
  }
  const pageTotal = new Map<number, number>();
  for (const [page, scores] of byPage) {
    scores.sort((a, b) => b - a);
    let total = 0;
    scores.forEach((score, rank) => (total += score * RANKING.pageDecay ** rank));
    pageTotal.set(page, total);
  }

  // The words a page's address gives it (`/consent/user-consent`) name its topic.
  const slotStems = perSlot.map((matches) => {
    const stems = new Set<string>();
    for (const match of matches.values()) for (const term of match.terms) stems.add(stemOf(term));
    return stems;
  });
  // An identifier names its topic by its parts: `signFrameAction` is about signing frame actions.
  const partStems = slots.map((slot) => [
    ...new Set(slot.alternatives.filter((alternative) => alternative.kind === 'parts').flatMap((alternative) => alternative.terms.map(stemOf))),
  ]);
  /**
   * How much of the query `stems` (a page's title and description, or address) hold, by the rarity of the
   * words; `alsoHas` tells the words held elsewhere (a page's keywords).
   */
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
  const pathMatch = new Map<number, number>();
  const aboutMatch = new Map<number, number>();
  const aboutPhrase = new Map<number, number>();
  const titleStart = new Map<number, number>();
  const keywordPhrase = keywordPhraseShares(engine, slotStems);
  for (const page of byPage.keys()) {
    // The page's title and description say what it is about.
    const stored = engine.stored(page);
    const stems = pageStemsOf(stored);
    const inKeywords = (slot: number) => perSlot[slot]!.get(page)?.inTitles === true;
    aboutMatch.set(page, coverageOf(stems.about, inKeywords));
    aboutPhrase.set(page, Math.max(phraseShare(stems.title, slotStems), phraseShare(stems.description, slotStems)));
    pathMatch.set(page, coverageOf(stems.path));
    const introduces = asksWhatItIs && INTRODUCING_TITLE.test(stored?.title ?? '') ? RANKING.introduces : 0;
    titleStart.set(page, RANKING.titleStart * leadingShare(stems.title, slotStems) + introduces * (aboutMatch.get(page) ?? 0));
  }

  const readerLift = readerLifts(engine, terms, hints, byPage.keys());
  for (const candidate of candidates) {
    candidate.score =
      (candidate.score + RANKING.page * (pageTotal.get(candidate.page) ?? 0)) *
      (1 + RANKING.titlePhrase * phraseShare(aboutStemsOf(candidate.title), slotStems)) *
      (1 + RANKING.aboutPhrase * (aboutPhrase.get(candidate.page) ?? 0)) *
      (1 + RANKING.keywordPhrase * (keywordPhrase.get(candidate.page) ?? 0)) *
      (1 + (titleStart.get(candidate.page) ?? 0)) *
      (1 + RANKING.pageTitle * (pageTitleMatch.get(candidate.page) ?? 0)) *
      (1 + RANKING.path * (pathMatch.get(candidate.page) ?? 0)) *
      (1 + RANKING.about * (aboutMatch.get(candidate.page) ?? 0)) *
      (asksWhatItIs && candidate.isPage ? 1 + RANKING.definition : 1) *
      (readerLift.get(candidate.page) ?? 1);
  }
  candidates.sort((a, b) => b.score - a.score);

  // An exact page title first (a heading that matches exactly gets the title weights above, not a place of its own).
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
  return shown.flatMap(({ id, score, terms: matched }) => {
    const fields = engine.fields(id);
    return fields ? [{ id, score, terms: [...matched], ...fields }] : [];
  });
}

/** The documents that match every word of `query` (by itself, another form, a synonym or a typo fix), in id order. */
export function documentsMatchingAll(engine: SearchEngine, query: string): number[] {
  const slots = querySlots(parseQuery(query).terms);
  if (slots.length === 0) return [];
  return [...intersect(slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1).matches)).keys()].sort((a, b) => a - b);
}
