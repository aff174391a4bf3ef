import { loadForQuery, loadSearchIndex } from '@site/src/search';
import { suggestPages, suggestionQuery, type PageSuggestion } from './suggestPages';

/**
 * The not-found page's suggestions for `pathname`, from the index at
 * `indexUrl`: loads the index and the term files the path's words need.
 * One module for the not-found page to import, so the search code comes in
 * one chunk: imported separately, the loader and the suggestions each got a
 * copy of the ranking code.
 */
export async function suggestionsForPath(pathname: string, baseUrl: string, indexUrl: string): Promise<PageSuggestion[]> {
  const index = await loadSearchIndex(indexUrl);
  await loadForQuery(index, indexUrl, suggestionQuery(pathname, baseUrl), { withDocuments: false });
  return suggestPages(pathname, baseUrl, index);
}
