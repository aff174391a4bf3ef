/**
 * Marks the matched words in a result. Nothing here ever turns query or page
 * text into markup: titles become text segments for React, and the excerpt's
 * HTML is rebuilt from escaped text plus a short list of allowed tags.
 */

export interface Segment {
  text: string;
  match: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;

/** A match may start a word, or a part of an identifier (`new|Conversation`). */
function startsWordPart(text: string, index: number): boolean {
  if (index === 0) return true;
  const before = text[index - 1] ?? '';
  if (!LETTER_OR_DIGIT.test(before)) return true;
  return LOWER.test(before) && UPPER.test(text[index] ?? '');
}

/** Regex-special characters in a term, escaped so the term matches as written. */
function escapeRegExp(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const needlesCache = new Map<string, RegExp | null>();

/**
 * One pattern for all the terms, longest first, so that where two start at
 * the same place the longer one is marked (`streams` over `stream`). The
 * regex engine finds the next candidate in one native scan, where a loop
 * over each character would try every term there.
 */
function needlesOf(terms: readonly string[]): RegExp | null {
  const key = terms.join('\u0000');
  let pattern = needlesCache.get(key);
  if (pattern === undefined) {
    const needles = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
    pattern = needles.length === 0 ? null : new RegExp(needles.map(escapeRegExp).join('|'), 'g');
    if (needlesCache.size >= 64) needlesCache.clear();
    needlesCache.set(key, pattern);
  }
  return pattern;
}

/** How many marked texts are kept: the results of the last few queries. */
const MARKED_LIMIT = 512;
const markedCache = new Map<string, Segment[] | string>();

/**
 * What `mark` makes of `text` for `terms`, kept: the dialog marks a query's
 * results while the debounce waits (loadIndex.ts, prefetchForQuery), so
 * drawing them when it settles costs less.
 */
function marked<T extends Segment[] | string>(kind: string, text: string, terms: readonly string[], mark: () => T): T {
  const key = `${kind}\u0001${terms.join('\u0000')}\u0001${text}`;
  let value = markedCache.get(key) as T | undefined;
  if (value === undefined) {
    value = mark();
    if (markedCache.size >= MARKED_LIMIT) markedCache.clear();
    markedCache.set(key, value);
  }
  return value;
}

/** Splits `text` into plain and matched runs. Terms are matched case-insensitively at word starts. */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  return marked('text', text, terms, () => segmentsOf(text, terms));
}

function segmentsOf(text: string, terms: readonly string[]): Segment[] {
  const lowered = text.toLowerCase();
  const needles = needlesOf(terms);
  // Some characters change length when lower-cased; offsets would drift, so skip marking.
  if (!needles || lowered.length !== text.length) return text ? [{ text, match: false }] : [];

  const segments: Segment[] = [];
  let plainStart = 0;
  needles.lastIndex = 0;
  for (let found = needles.exec(lowered); found; found = needles.exec(lowered)) {
    const index = found.index;
    if (!startsWordPart(text, index)) {
      // Not a word start: look again from the next character, as a term may start inside this match.
      needles.lastIndex = index + 1;
      continue;
    }
    if (index > plainStart) segments.push({ text: text.slice(plainStart, index), match: false });
    segments.push({ text: text.slice(index, index + found[0].length), match: true });
    plainStart = index + found[0].length;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Shared with the build (plugins/search-index/excerpt.ts), which escapes the excerpts it writes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The only markup an excerpt may carry: plugins/search-index writes `<code>` and nothing else. */
const ALLOWED_TAG = /^<\/?code>$/;

/**
 * Returns the excerpt as safe HTML with matches in `<mark>`. Allowed tags
 * pass through; any other tag-like text is shown as text, so even a
 * tampered index cannot add markup.
 */
export function highlightHtml(html: string, terms: readonly string[]): string {
  return marked('html', html, terms, () => markHtml(html, terms));
}

function markHtml(html: string, terms: readonly string[]): string {
  return html
    .split(/(<[^<>]*>)/)
    .map((part) => {
      if (ALLOWED_TAG.test(part)) return part;
      return highlightSegments(decodeEntities(part), terms)
        .map(({ text, match }) => (match ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
        .join('');
    })
    .join('');
}

/** Marks a result's titles and excerpt ahead of drawing it (see `marked`). */
export function markResult(result: { title: string; titles: readonly string[]; html: string; terms: readonly string[] }): void {
  for (const title of [...result.titles, result.title]) highlightSegments(title, result.terms);
  if (result.html) highlightHtml(result.html, result.terms);
}
