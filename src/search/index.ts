/**
 * The search code's one entry for the site: the dialog, the hooks and the
 * not-found page's suggestions (everything outside src/search that runs in
 * the browser) import from here, never from a module below it
 * (tests/unit/search/entry.test.ts checks this). The build's plugins have
 * their own entry, ./build.ts. Only re-exports, so a bundle takes just the
 * modules whose exports it uses: the main bundle's global-data reader does
 * not pull in MiniSearch.
 */
export { SEARCH_PLUGIN_NAME, indexFilesFor, type SearchIndexFiles, type SearchIndexGlobalData } from './globalData';
export { SEARCH_DEBOUNCE_MS, MAX_SEARCH_RESULTS, type SearchDocumentFields } from './contract';
export { highlightHtml, highlightSegments } from './highlight';
export { hasPhrases } from './query';
export { documentsMatchingAll } from './match';
export { prepareRanking } from './rank';
export type { SearchEngine } from './engine';
export {
  SearchIndexError,
  answerQuery,
  loadForQuery,
  loadPhraseTexts,
  loadSearchIndex,
  prefetchForQuery,
  type SearchResult,
  type SearchIndexProblem,
} from './loadIndex';
