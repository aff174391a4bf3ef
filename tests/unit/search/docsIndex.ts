import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile } from '@docusaurus/utils';
import type { PageSource } from '../../../plugins/page-sources/collectPages';
import { splitPageFile } from '../../../plugins/search-index/splitSections';
import { buildIndex, toSearchDocuments, type BuiltIndex } from '../../../plugins/search-index/buildIndex';
import { isListedPage } from '../../../src/markdownTwins';
import type { ReaderQuery } from '../../../src/search/readerQueries';
import type { SearchDocument } from '../../../src/search/contract';
import { SITE_OPTIONS } from '../plugins/search-index/helpers';

/**
 * The search index of this site's own docs/, built in-process with the
 * plugin's modules (no Docusaurus build): what the relevance test ranks
 * against. Docusaurus' docs plugin is stood in for by the few rules this
 * site's pages use (permalink from the path or an absolute `slug`, title
 * from the front matter); the test checks the routes against SPEC_ROUTES.
 */

export const DOCS_DIR = fileURLToPath(new URL('../../../docs/', import.meta.url));

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function permalinkOf(filePath: string, slug: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) return slug;
  const relative = path.relative(DOCS_DIR, filePath).replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return `/${relative}`;
}

/** The listed pages of docs/, as the plugin's page collector would hand them over. */
export async function docsPageSources(): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  for (const filePath of await markdownFiles(DOCS_DIR)) {
    const fileContent = await readFile(filePath, 'utf8');
    const { frontMatter, contentTitle } = await parseMarkdownFile({
      filePath,
      fileContent,
      parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    if (!isListedPage({}, frontMatter)) continue;
    const title = typeof frontMatter.title === 'string' ? frontMatter.title : contentTitle;
    const description = typeof frontMatter.description === 'string' ? frontMatter.description.trim() : undefined;
    pages.push({ title, permalink: permalinkOf(filePath, frontMatter.slug), filePath, description: description || undefined });
  }
  return pages.sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
}

/**
 * The index files the build would write for docs/; with `readerQueries`, their reader hints too, as
 * the site's build writes them from src/search/data/examples.json.
 */
export async function buildDocsIndex({ readerQueries }: { readerQueries?: readonly ReaderQuery[] } = {}): Promise<{
  pages: PageSource[];
  documents: SearchDocument[];
  built: BuiltIndex;
}> {
  const pages = await docsPageSources();
  const split = await Promise.all(
    pages.map(async (page) => ({ filePath: page.filePath, permalink: page.permalink, documents: await splitPageFile(page, SITE_OPTIONS) })),
  );
  const documents = toSearchDocuments(split);
  return { pages, documents, built: buildIndex(documents, { readerQueries }) };
}
