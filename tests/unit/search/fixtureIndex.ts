import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS, normalizePhraseText, type SearchDocument } from '@site/src/search/options';

type Draft = Omit<SearchDocument, 'id' | 'html' | 'titles'> & Partial<Pick<SearchDocument, 'html' | 'titles'>>;

/** A small index built with the real contract, plus the phrase texts the plugin would write. */
export function buildFixtureIndex(drafts: Draft[]): { index: MiniSearch<SearchDocument>; texts: string[]; documents: SearchDocument[] } {
  const documents = drafts.map((draft, id) => ({ id, html: '', titles: [], ...draft }));
  const index = new MiniSearch(MINISEARCH_OPTIONS);
  index.addAll(documents);
  const texts = documents.map((document) => normalizePhraseText(`${document.title} ${document.text}`));
  return { index, texts, documents };
}

export function page(href: string, title: string, text: string): Draft {
  return { href, title, text, isPage: true };
}

export function section(href: string, title: string, text: string, titles: string[]): Draft {
  return { href, title, text, titles, isPage: false };
}
