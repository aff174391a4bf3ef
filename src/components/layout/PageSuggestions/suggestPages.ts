import { distance } from 'fastest-levenshtein';
import { documentsMatchingAll, type SearchEngine } from '@site/src/search';
import { safePath } from '@site/src/utils/safePath';

/**
 * "Did you mean …?" for the not-found page: the pages whose paths are
 * closest to the one asked for, then, for a path like no page's, the pages
 * the path's words find in the search index. Pure, so it is tested without a
 * browser; the index is the one search downloads, with the term files of
 * `suggestionQuery` loaded (src/search/loadIndex.ts, loadForQuery).
 */

/** A page the not-found page can suggest. */
export interface PageSuggestion {
  title: string;
  /** The page's path with the base path: what a link points at and what the reader sees. */
  href: string;
}

/** Suggestions shown at most: one "Did you mean", two more. */
export const MAX_SUGGESTIONS = 3;

/**
 * How far a path may be from a page's (edits over the longer length) and
 * still be a likely typo of it: `/dms/conversaton` is 0.06 from
 * `/dms/conversations`, `/conversations` 0.22. Above this, paths share
 * letters by chance (`/groups/metadata` and `/dms/messages` are 0.56 apart).
 */
const PATH_SIMILARITY = 0.35;
/** The same for the last segment alone, which catches a page asked for under the wrong section. */
const LAST_SEGMENT_SIMILARITY = 0.25;
/** Shorter last segments match too much by chance (`/a` is one edit from `/x`). */
const MIN_SEGMENT_LENGTH = 4;
/** Words shorter than this say nothing about a page (`/v2/x`, `/%ff`). */
const MIN_WORD_LENGTH = 3;

/**
 * A path as pages are compared on: base path removed, decoded, lower case,
 * no `.html`/`.md`/`.mdx` ending, no trailing or doubled slashes.
 * `/xmtp-docs/DMS/Conversations.html` → `/dms/conversations`.
 */
export function comparablePath(pathname: string, baseUrl: string): string {
  const withoutBase = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  // safePath keeps a malformed escape as typed, so decoding never throws.
  const path = decodeURIComponent(safePath(withoutBase))
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/(\/index)?\.(html|mdx?)$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Edits over the longer length: 0 for equal texts, 1 for nothing in common. */
function difference(a: string, b: string): number {
  const length = Math.max(a.length, b.length);
  return length === 0 ? 0 : distance(a, b) / length;
}

/** How unlike the page's path the asked path is, or undefined when it is not a likely typo of it. */
function pathDifference(asked: string, page: string): number | undefined {
  const whole = difference(asked, page);
  const askedLast = lastSegment(asked);
  const last = askedLast.length >= MIN_SEGMENT_LENGTH ? difference(askedLast, lastSegment(page)) : 1;
  if (whole > PATH_SIMILARITY && last > LAST_SEGMENT_SIMILARITY) return undefined;
  // A right page under the wrong section ranks after a near-miss of the whole path.
  return Math.min(whole, last + 0.1);
}

/** Every page of the index (no sections), in index order. */
export function indexedPages(index: SearchEngine): PageSuggestion[] {
  return index.pages().map(({ title, href }) => ({ title, href }));
}

/** The words of a path worth looking up: `/group-chat-permissions` → group, chat, permissions. */
function pathWords(asked: string): string[] {
  return asked.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_WORD_LENGTH);
}

/** The query whose term files the suggestions for `pathname` need. */
export function suggestionQuery(pathname: string, baseUrl: string): string {
  return pathWords(comparablePath(pathname, baseUrl)).join(' ');
}

/** The pages (hrefs) the words find: every word must match, so unrelated pages stay out. */
function pagesFoundByWords(words: readonly string[], index: SearchEngine): string[] {
  const pages = documentsMatchingAll(index, words.join(' ')).map((id) => index.fields(index.pageOf(id))?.href);
  return [...new Set(pages.filter((href): href is string => href !== undefined))];
}

/**
 * The closest pages to a path that is no page, best first: likely typos of
 * a page's path, then pages the path's words find. Empty for a path like
 * nothing on the site.
 */
export function suggestPages(pathname: string, baseUrl: string, index: SearchEngine): PageSuggestion[] {
  const asked = comparablePath(pathname, baseUrl);
  if (asked === '/') return [];
  const pages = indexedPages(index);

  const byPath = pages
    .map((page) => ({ page, difference: pathDifference(asked, comparablePath(page.href, baseUrl)) }))
    .filter((candidate): candidate is { page: PageSuggestion; difference: number } => candidate.difference !== undefined)
    .sort((a, b) => a.difference - b.difference)
    .map((candidate) => candidate.page);

  // A page the words find only in its text is a weak guess; one that carries a word in its title or path is not.
  const words = pathWords(asked);
  const namesAWord = (page: PageSuggestion) => {
    const name = `${page.title} ${comparablePath(page.href, baseUrl)}`.toLowerCase();
    return words.some((word) => name.includes(word));
  };
  const byHref = new Map(pages.map((page) => [page.href, page]));
  const byWords = pagesFoundByWords(words, index).flatMap((href) => {
    const page = byHref.get(href);
    return page && namesAWord(page) ? [page] : [];
  });

  return [...new Set([...byPath, ...byWords])].slice(0, MAX_SUGGESTIONS);
}
