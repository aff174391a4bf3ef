/**
 * THE search contract (spec §3 "search index document", §9 search constants):
 * what a document is, which fields are indexed and stored, and the options
 * that build an index and load it again. MiniSearch needs the options that
 * built an index to load it (`MiniSearch.loadJSON(json, options)`), so the
 * build (plugins/search-index) and the browser (src/search/loadIndex.ts) both
 * import this module and no other file lists fields. How text becomes terms
 * is analysis.ts; how the index is cut into files and written, format.ts.
 * Isomorphic, like them: no node:*, React, @theme/* or DOM.
 */
import type { Options, SearchOptions } from 'minisearch';
import { processTerm, tokenize } from './analysis';

/** Spec §9. */
export const SEARCH_DEBOUNCE_MS = 200;
export const MAX_SEARCH_RESULTS = 16;
/** Results one page may take before other pages get a turn (see rank.ts). */
export const MAX_RESULTS_PER_PAGE = 4;
/** Visible characters in a result's excerpt (`html`). */
export const EXCERPT_LENGTH = 120;

/** One page, or one heading section of a page. */
export interface SearchDocument {
  id: number;
  /** Page title, or the section's heading text. */
  title: string;
  /** Parent headings, outermost first; a page result's is empty. */
  titles: string[];
  /** What the reader sees in that page or section, code included. */
  text: string;
  /** Page path (with the base path), plus `#anchor` for a section. */
  href: string;
  /** A short rendered excerpt: escaped text, with `<code>` for inline code. */
  html: string;
  /** A page result versus a heading result. */
  isPage: boolean;
  /** A section's parent: the id of the heading it sits under, or of its page. */
  parent?: number;
  /** A page's front-matter description (also the start of its `text`). */
  description?: string;
  /**
   * Front-matter keywords: what readers call what the page, or the section,
   * covers. They are indexed in the `titles` field (a page has no parent
   * headings; a section's follow its parents'), see extractField, and not stored.
   */
  keywords?: string[];
}

/** A result as the dialog shows it (`text` is indexed, not stored). */
export type SearchDocumentFields = Pick<SearchDocument, 'title' | 'titles' | 'href' | 'html' | 'isPage'>;

/**
 * What the index file stores per page: what ranking reads of a page (its
 * title, description and path) and results show. A section's heading,
 * `#anchor` and excerpt are in document files (format.ts, DocumentFile),
 * and its parent in the index file's `parents`.
 */
export interface StoredSearchFields {
  title: string;
  /** A page's path; a section's `#anchor` when its title does not give it (see sectionHref). */
  href?: string;
  /** A page's description, which ranking reads (rank.ts). */
  description?: string;
}

export const SEARCH_FIELDS = ['title', 'titles', 'text'] as const;
export const STORED_FIELDS = ['title', 'href', 'description'] as const satisfies ReadonlyArray<
  keyof StoredSearchFields
>;

/**
 * A heading's anchor as Docusaurus derives it from the heading's text
 * (lower case, punctuation dropped, spaces as hyphens). Only used to leave
 * out anchors the browser can derive again: the build stores every anchor
 * this does not reproduce exactly (custom ids, repeated headings).
 */
export function anchorOf(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/ /g, '-');
}

/** A section's `#anchor`: stored, or derived from its title. */
export function sectionHref(stored: Pick<StoredSearchFields, 'title' | 'href'>): string {
  return stored.href ?? `#${anchorOf(stored.title)}`;
}

/**
 * The stored form of a field: a section keeps only the `#anchor` of its
 * href, and not even that when its title gives it (a few KB off every search).
 * A page's `titles` are its keywords: like the headings above a section, they
 * say what it is about, and ranking tells a page's keyword match by the field
 * (rank.ts) without storing them in the index file every search loads.
 */
function extractField(document: SearchDocument, field: string): unknown {
  if (field === 'titles') return document.isPage ? (document.keywords ?? []) : [...document.titles, ...(document.keywords ?? [])];
  if (field === 'href' && !document.isPage) {
    const anchor = document.href.slice(document.href.indexOf('#'));
    return anchor === sectionHref({ title: document.title }) ? undefined : anchor;
  }
  return (document as unknown as Record<string, unknown>)[field];
}

/** Query defaults (spec §9): title 4, text 2, titles 1; fuzzy 0.2; prefix on. */
export const SEARCH_OPTIONS = {
  boost: { title: 4, text: 2, titles: 1 },
  fuzzy: 0.2,
  prefix: true,
  combineWith: 'AND',
} as const satisfies SearchOptions;

/** The options that build the index and load it again. */
export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  extractField: extractField as Options<SearchDocument>['extractField'],
  tokenize,
  processTerm,
  // `titles` is stored as an array and indexed as one text.
  stringifyField: (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value)),
  searchOptions: SEARCH_OPTIONS,
};
