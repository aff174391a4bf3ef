/**
 * The search code's entry for the build (plugins/search-index), beside
 * ./index.ts for the site: what writing the index needs of the contract,
 * the text analysis and the file format, so the index is written by the
 * same code that reads it. Browser code imports ./index.ts instead
 * (tests/unit/search/entry.test.ts checks both).
 */
export { EXCERPT_LENGTH, MINISEARCH_OPTIONS, sectionHref, type SearchDocument, type StoredSearchFields } from './contract';
export { firstCharacter, normalizePhraseText, processTerm, tokenize } from './analysis';
export {
  DOCUMENT_FILE_BYTES,
  DOCUMENT_FILES_AT_LEAST,
  SEARCH_INDEX_DIR,
  SEARCH_INDEX_FORMAT_VERSION,
  TERM_SHARD_BYTES,
  encodePostings,
  lastStartingAtOrBefore,
  termShardKey,
  type DocumentEntry,
  type DocumentFile,
  type DocumentFileEntry,
  type LexiconEntry,
  type LexiconFile,
  type ReaderHintEntry,
  type SearchIndexCore,
  type SerializedTerm,
  type TermShard,
  type TermShardFile,
} from './format';
export { SEARCH_PLUGIN_NAME, type SearchIndexFiles, type SearchIndexGlobalData } from './globalData';
export { readerHintsFrom, type ReaderQuery } from './readerQueries';
export { stemOf } from './terms';
export { escapeHtml } from './highlight';
