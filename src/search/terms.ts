/**
 * From the reader's words to the index's terms: each word of a query becomes
 * a slot that a document fills with the word itself (prefix and fuzzy, as the
 * spec sets), another form of it (same English stem: `receipts` for
 * `receipt`, `removing` for `remove`), a synonym (data/synonyms.ts), or, when the
 * word is in no page, the same word with two neighbouring letters swapped
 * (`reciept`), which MiniSearch's fuzzy matching counts as two edits and
 * misses on short words.
 */
import { stem as porter2 } from 'porter2';
import { identifierParts, processTerm, wordsOf } from './analysis';
import { SYNONYMS } from './data/synonyms';

/** What one alternative of a slot asks for: every term, each looked up as `how` says. */
export interface Alternative {
  terms: string[];
  /** Where it comes from, which sets its weight (MATCH_WEIGHTS, weights.ts). */
  kind: 'own' | 'parts' | 'synonym';
}

/** One word of the query (or several read as one, like "opt out"), and what else may stand for it. */
export interface Slot {
  /** The reader's words, as typed (lower case). */
  text: string;
  alternatives: Alternative[];
}

const stems = new Map<string, string>();

/** A plural of a word with no vowel: `dms`, `sdks`. */
const ACRONYM_PLURAL = /^[b-df-hj-np-tv-xz]+s$/;

/** The English stem of a term; terms with digits or `_`/`$` (identifiers, versions) are their own stem. */
export function stemOf(term: string): string {
  let stem = stems.get(term);
  if (stem === undefined) {
    // Porter2 keeps the s of a word with no vowel before it ("gas" rules), which leaves acronyms'
    // plurals (dms, sdks, nfts) apart from their singulars.
    stem = /^\p{L}+$/u.test(term) && term.length > 2 ? porter2(ACRONYM_PLURAL.test(term) ? term.slice(0, -1) : term) : term;
    stems.set(term, stem);
  }
  return stem;
}

/** The processed terms of a phrase, in order, with nothing dropped twice. */
function processedTerms(text: string): string[] {
  const terms = wordsOf(text).flatMap((word) => processTerm(word) ?? []);
  return [...new Set(terms)];
}

interface SynonymRule {
  /** Stems of the words that trigger it, in order. */
  from: string[];
  /** What the words may be replaced with, as processed terms. */
  to: string[][];
}

const rawWords = (text: string) => wordsOf(text.toLowerCase());

/**
 * Reads the rules of data/synonyms.ts. Throws on a malformed line, so a typo in
 * the list fails the tests and the build instead of silently doing nothing.
 */
export function parseSynonyms(lines: readonly string[]): Map<string, SynonymRule[]> {
  const rules = new Map<string, SynonymRule[]>();
  const add = (from: string, to: string[]) => {
    const fromWords = rawWords(from).map(stemOf);
    const targets = to.map(processedTerms).filter((terms) => terms.length > 0);
    if (fromWords.length === 0 || targets.length === 0) return;
    const key = fromWords[0];
    rules.set(key, [...(rules.get(key) ?? []), { from: fromWords, to: targets }]);
  };
  for (const line of lines) {
    const sides = line.split('=>');
    const split = (side: string) => side.split(',').map((phrase) => phrase.trim());
    if (sides.length > 2 || sides.some((side) => split(side).some((phrase) => rawWords(phrase).length === 0))) {
      throw new Error(`Invalid synonym rule "${line}": write "a, b" or "a => b, c", each a word or words.`);
    }
    if (sides.length === 2) {
      const targets = split(sides[1]);
      for (const source of split(sides[0])) add(source, targets);
    } else {
      const group = split(sides[0]);
      if (group.length < 2) throw new Error(`Invalid synonym rule "${line}": a group needs two or more words.`);
      for (const source of group) add(source, group.filter((other) => other !== source));
    }
  }
  return rules;
}

const RULES = parseSynonyms(SYNONYMS);

/** Stop words a rule's words may stand apart by: "can be messaged" is "can message", "log me in" is "log in". */
const MAX_RULE_GAP = 2;

/** How many words, from `words[at]`, a rule's words take (stop words between them included), or 0 if they are not there. */
function ruleSpan(rule: SynonymRule, words: readonly string[], at: number): number {
  let position = at;
  for (const [offset, stem] of rule.from.entries()) {
    let skipped = 0;
    while (offset > 0 && words[position] !== undefined && stemOf(words[position]!) !== stem && processTerm(words[position]!) === null && skipped < MAX_RULE_GAP) {
      position += 1;
      skipped += 1;
    }
    if (words[position] === undefined || stemOf(words[position]!) !== stem) return 0;
    position += 1;
  }
  return position - at;
}

/** The longest rule that starts at `words[at]`, with how many words it covers. */
function ruleAt(words: readonly string[], at: number): { rules: SynonymRule[]; length: number } | undefined {
  const candidates = RULES.get(stemOf(words[at]!)) ?? [];
  let best: { rules: SynonymRule[]; length: number; size: number } | undefined;
  for (const rule of candidates) {
    const length = ruleSpan(rule, words, at);
    if (length === 0) continue;
    // The rule with the most words wins: "opt out" over "opt".
    if (!best || rule.from.length > best.size) best = { rules: [rule], length, size: rule.from.length };
    else if (rule.from.length === best.size && length === best.length) best.rules.push(rule);
  }
  return best && { rules: best.rules, length: best.length };
}

function synonymAlternatives(rules: readonly SynonymRule[], own: readonly string[]): Alternative[] {
  const seen = new Set([own.join(' ')]);
  const alternatives: Alternative[] = [];
  for (const rule of rules) {
    for (const terms of rule.to) {
      const key = terms.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      alternatives.push({ terms, kind: 'synonym' });
    }
  }
  return alternatives;
}

/** What a single word stands for by the rules (`receive` → stream): for a misspelt word, once it is fixed. */
export function wordSynonyms(term: string): string[][] {
  const stem = stemOf(term);
  return (RULES.get(stem) ?? []).filter((rule) => rule.from.length === 1).flatMap((rule) => rule.to);
}

/**
 * The query's slots, in order. A word whose terms are all stop words (and no
 * synonym) makes no slot; identifiers may also match by their parts.
 */
export function querySlots(query: string): Slot[] {
  const typed = wordsOf(query);
  const words = typed.map((word) => word.toLowerCase());
  const slots: Slot[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < words.length; ) {
    const rule = ruleAt(words, at);
    const length = rule?.length ?? 1;
    const span = words.slice(at, at + length);
    at += length;
    const text = span.join(' ');
    // "my app … other apps" asks for one word, not two: a repeat in another form makes no slot.
    const key = span.map(stemOf).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);

    const alternatives: Alternative[] = [];
    const own = processedTerms(text);
    if (own.length > 0) alternatives.push({ terms: own, kind: 'own' });
    if (length === 1) {
      const parts = [...new Set(identifierParts(typed[at - 1]!).flatMap((part) => processTerm(part) ?? []))];
      if (parts.length > 0 && parts.join(' ') !== own.join(' ')) alternatives.push({ terms: parts, kind: 'parts' });
    }
    if (rule) alternatives.push(...synonymAlternatives(rule.rules, own));
    if (alternatives.length > 0) slots.push({ text, alternatives });
  }
  return slots;
}

/** Words with two neighbouring letters swapped: `reciept` → `erciept`, `rceiept`, … `recipet`. */
export function adjacentSwaps(term: string): string[] {
  const letters = Array.from(term);
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < letters.length; at += 1) {
    if (letters[at] === letters[at + 1]) continue;
    const swapped = [...letters];
    [swapped[at], swapped[at + 1]] = [swapped[at + 1], swapped[at]];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}

/** Where to look for other forms of a term: the start its stem shares with them. */
export function stemPrefix(term: string): string {
  const stem = stemOf(term);
  // Stemming can end a stem in a letter the word doesn't have there (identity → ident, reply → repli).
  return stem.length > 3 ? stem.slice(0, -1) : stem.slice(0, 2);
}
