import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_FORMAT_VERSION,
  normalizePhraseText,
  type SearchDocument,
} from '../../src/search/options';
import { excerptHtml } from './excerpt';
import { runsToText, type SplitDocument } from './splitSections';

/** One page's split, with the file it came from (for error messages). */
export interface SplitPage {
  filePath: string;
  permalink: string;
  documents: SplitDocument[];
}

export interface BuiltIndex {
  /** `JSON.stringify` of the MiniSearch index (its own `toJSON` shape, spec §7). */
  indexJson: string;
  /** `JSON.stringify` of `texts`, where `texts[id]` is document `id`'s phrase text. */
  textsJson: string;
  /** 10 hex digits over both files and the format version: part of the file names. */
  hash: string;
  pageCount: number;
  sectionCount: number;
}

/**
 * Numbers the documents from 0 (pages in the given order, each page before
 * its sections) and gives each its text and excerpt. Fails, naming the file,
 * if a page yielded no page document.
 */
export function toSearchDocuments(pages: readonly SplitPage[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    if (page.documents.filter((document) => document.isPage).length !== 1 || !page.documents[0]?.isPage) {
      throw new Error(`[vx-search-index] ${page.filePath} (${page.permalink}) produced no page document to index.`);
    }
    for (const { title, titles, href, isPage, runs } of page.documents) {
      documents.push({
        id: documents.length,
        title,
        titles,
        text: runsToText(runs),
        href,
        html: excerptHtml(runs),
        isPage,
      });
    }
  }
  return documents;
}

/** The text a quoted phrase is matched against: the document's own title and text. */
export function phraseText(document: SearchDocument): string {
  return normalizePhraseText([document.title, document.text].join(' '));
}

export function contentHash(indexJson: string, textsJson: string): string {
  return createHash('sha256')
    .update(indexJson)
    .update(textsJson)
    .update(String(SEARCH_INDEX_FORMAT_VERSION))
    .digest('hex')
    .slice(0, 10);
}

export function buildIndex(documents: readonly SearchDocument[]): BuiltIndex {
  documents.forEach((document, position) => {
    // `texts` is an array indexed by id, so ids must be its positions.
    if (document.id !== position) throw new Error(`[vx-search-index] Document ids must run from 0: found ${document.id} at ${position}.`);
  });
  const miniSearch = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(documents);
  const indexJson = JSON.stringify(miniSearch);
  const textsJson = JSON.stringify(documents.map(phraseText));
  return {
    indexJson,
    textsJson,
    hash: contentHash(indexJson, textsJson),
    pageCount: documents.filter((document) => document.isPage).length,
    sectionCount: documents.filter((document) => !document.isPage).length,
  };
}
