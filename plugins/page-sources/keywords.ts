import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { ParseFrontMatter } from '@docusaurus/types';

/**
 * A page's front-matter `keywords`: the words readers use for what it
 * covers. They serve this site's search alone (plugins/search-index reads
 * them from the file), so the site's front-matter parser leaves them out of
 * what Docusaurus ships.
 */

/** A front matter's `keywords`, trimmed, without empty ones; undefined when there are none. */
export function keywordsOf(frontMatter: { keywords?: unknown } | undefined): string[] | undefined {
  const keywords = frontMatter?.keywords;
  if (!Array.isArray(keywords)) return undefined;
  const kept = keywords.filter((keyword): keyword is string => typeof keyword === 'string').map((keyword) => keyword.trim()).filter(Boolean);
  return kept.length > 0 ? kept : undefined;
}

/** The keywords in a page file's front matter, read as Docusaurus reads front matter. */
export async function keywordsOfFile(filePath: string, fileContent: string): Promise<string[] | undefined> {
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
  return keywordsOf(frontMatter);
}

/**
 * `markdown.parseFrontMatter`: Docusaurus' own parsing, without `keywords`.
 * Docusaurus would put each page's list in its JavaScript twice (the doc's
 * metadata and the MDX module's front matter), which took the heaviest page
 * over its 125 KB gzip budget, only to write a keywords meta tag that search
 * engines ignore.
 */
export const parseFrontMatterWithoutKeywords: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const { keywords, ...frontMatter } = result.frontMatter;
  // Docusaurus' own check of `keywords` never sees them now, so a writer's mistake is named here.
  if (keywords !== undefined && !(Array.isArray(keywords) && keywords.every((keyword) => typeof keyword === 'string'))) {
    throw new Error(`${params.filePath}: front-matter "keywords" must be a list of words, such as [kick, ban, moderator]; got ${JSON.stringify(keywords)}.`);
  }
  return { ...result, frontMatter };
};
