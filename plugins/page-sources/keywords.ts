import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { ParseFrontMatter } from '@docusaurus/types';

/**
 * A page's front-matter `keywords`: the words readers use for what it
 * covers; and `section_keywords`: the same for one heading section, by the
 * heading's id. Search reads both from the file (plugins/search-index).
 * `keywords` also reach the page head as `<meta name="keywords">`, as in any
 * Docusaurus site; `section_keywords` serve search alone, so the site's
 * front-matter parser leaves them out of what Docusaurus ships.
 *
 * ```yaml
 * keywords: [kick, ban, moderator]
 * section_keywords:
 *   remove-members: [kick out, ban someone]
 *   list-members: [who is in]
 * ```
 */

/** What a page's front matter gives search: undefined where it has none. */
export interface SearchKeywords {
  keywords?: string[];
  /** A heading id (the anchor of `/page#remove-members`) to that section's keywords. */
  sectionKeywords?: Record<string, string[]>;
}

/** A list's words, trimmed, without empty ones or ones that are not text; undefined when none are left. */
function wordsOf(list: unknown): string[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const kept = list.filter((keyword): keyword is string => typeof keyword === 'string').map((keyword) => keyword.trim()).filter(Boolean);
  return kept.length > 0 ? kept : undefined;
}

/** A front matter's `keywords`, trimmed, without empty ones; undefined when there are none. */
export function keywordsOf(frontMatter: { keywords?: unknown } | undefined): string[] | undefined {
  return wordsOf(frontMatter?.keywords);
}

/** A front matter's `section_keywords`, each list as keywordsOf reads one; undefined when there are none. */
export function sectionKeywordsOf(frontMatter: { section_keywords?: unknown } | undefined): Record<string, string[]> | undefined {
  const map = frontMatter?.section_keywords;
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return undefined;
  const kept: Record<string, string[]> = {};
  for (const [anchor, list] of Object.entries(map)) {
    const words = wordsOf(list);
    if (words) kept[anchor.replace(/^#/, '')] = words;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The keywords in a page file's front matter, read as Docusaurus reads front matter. */
export async function keywordsOfFile(filePath: string, fileContent: string): Promise<SearchKeywords> {
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
  const keywords = keywordsOf(frontMatter);
  const sectionKeywords = sectionKeywordsOf(frontMatter);
  return { ...(keywords ? { keywords } : {}), ...(sectionKeywords ? { sectionKeywords } : {}) };
}

const isWordList = (value: unknown) => Array.isArray(value) && value.every((keyword) => typeof keyword === 'string');
const isKeywordMap = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isWordList);

/**
 * `markdown.parseFrontMatter`: Docusaurus' own parsing, without
 * `section_keywords`. Docusaurus would put each page's sections' lists in its
 * JavaScript twice (the doc's metadata and the MDX module's front matter),
 * for no use in the browser. `keywords` stay, for the page head; the doc
 * metadata's copy of them is dropped from the bundle
 * (plugins/client-bundle/docMetadataLoader.cjs), so each page ships them once.
 */
export const parseFrontMatterWithoutSectionKeywords: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const { section_keywords: sectionKeywords, ...frontMatter } = result.frontMatter;
  const { keywords } = frontMatter;
  // Docusaurus checks `keywords` too, in a message that names the doc but not the fix.
  if (keywords !== undefined && !isWordList(keywords)) {
    throw new Error(`${params.filePath}: front-matter "keywords" must be a list of words, such as [kick, ban, moderator]; got ${JSON.stringify(keywords)}.`);
  }
  if (sectionKeywords !== undefined && !isKeywordMap(sectionKeywords)) {
    throw new Error(
      `${params.filePath}: front-matter "section_keywords" must map heading ids to lists of words, such as ` +
        `{remove-members: [kick out, ban]}; got ${JSON.stringify(sectionKeywords)}.`,
    );
  }
  return { ...result, frontMatter };
};
