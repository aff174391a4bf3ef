import type { SearchDocument } from '../../../src/search/contract';
import type { SearchEngine } from '../../../src/search/engine';
import { addDocuments, addLexicon, addTermShard, parseSearchIndex } from '../../../src/search/loadIndex';
import { buildIndex, type BuiltIndex } from '../../../plugins/search-index/buildIndex';

type Draft = Omit<SearchDocument, 'id' | 'html' | 'titles' | 'parent'> & Partial<Pick<SearchDocument, 'html' | 'titles'>>;

/** The engine the browser ends up with once every term, lexicon and document file of `built` is loaded. */
export function loadBuiltIndex(built: BuiltIndex): SearchEngine {
  const engine = parseSearchIndex(JSON.parse(built.indexJson));
  const byName = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
  engine.shards.forEach((shard, position) => addTermShard(engine, position, byName.get(shard.file)));
  engine.lexicons.forEach((lexicon, position) => addLexicon(engine, position, byName.get(lexicon.file)));
  engine.documentFiles.forEach((entry, position) => addDocuments(engine, position, byName.get(entry.file)));
  return engine;
}

/**
 * A small index built by the plugin's own code from drafts (a section
 * belongs to the page before it, under the heading its titles end with),
 * loaded as the browser loads it, plus the phrase texts the plugin writes.
 */
export function buildFixtureIndex(drafts: Draft[]): { index: SearchEngine; texts: string[]; documents: SearchDocument[]; built: BuiltIndex } {
  let page = -1;
  const documents: SearchDocument[] = [];
  drafts.forEach((draft, id) => {
    if (draft.isPage) page = id;
    // The parent is the latest heading of the page named last in the section's titles, else the page.
    const named = draft.titles?.at(-1);
    const heading = [...documents].reverse().find((earlier) => earlier.id > page && earlier.title === named);
    documents.push({ id, html: '', titles: [], ...draft, ...(draft.isPage ? {} : { parent: heading?.id ?? page }) });
  });
  const built = buildIndex(documents);
  return { index: loadBuiltIndex(built), texts: JSON.parse(built.textsJson) as string[], documents, built };
}

export function page(href: string, title: string, text: string): Draft {
  return { href, title, text, isPage: true };
}

export function section(href: string, title: string, text: string, titles: string[]): Draft {
  return { href, title, text, titles, isPage: false };
}
