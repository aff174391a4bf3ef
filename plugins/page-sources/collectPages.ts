import path from 'node:path';

/**
 * Which pages the search index covers: every doc, and every Markdown/MDX page
 * of the pages plugin. React pages (`.tsx`) have no source text to index.
 *
 * `allContentLoaded` hands us the other plugins' content untyped and is
 * itself undocumented (Docusaurus 3.2, PR #9931), so this module is the one
 * place that knows its shape. We type only the fields we read.
 */

/** A page the index covers, whatever plugin it came from. */
export interface PageSource {
  /** Title from the plugin's metadata; MDX pages may lack one. */
  title: string | undefined;
  /** Route path, base URL included, e.g. `/xmtp-docs/get-started/intro`. */
  permalink: string;
  /** Absolute path of the Markdown/MDX file. */
  filePath: string;
  /** Front-matter `description`, which a page result shows before its text. */
  description: string | undefined;
}

interface FrontMatterFlags {
  description?: unknown;
  unlisted?: unknown;
  draft?: unknown;
}

interface DocItem {
  title: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  frontMatter?: FrontMatterFlags;
}

interface PageItem {
  type: 'jsx' | 'mdx';
  title?: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  frontMatter?: FrontMatterFlags;
}

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const DEFAULT_ID = 'default';

type AllContent = Record<string, Record<string, unknown> | undefined>;

/**
 * Docusaurus marks items unlisted (and keeps drafts) only in production, so
 * dev would index more than the build. Reading the front matter as well keeps
 * both indexes the same.
 */
function isHidden(item: { unlisted?: boolean; frontMatter?: FrontMatterFlags }): boolean {
  return item.unlisted === true || item.frontMatter?.unlisted === true || item.frontMatter?.draft === true;
}

/** `@site/docs/a.md` → `<siteDir>/docs/a.md`. */
export function resolveSource(source: string, siteDir: string): string {
  const relative = source.startsWith('@site/') ? source.slice('@site/'.length) : source;
  return path.resolve(siteDir, relative);
}

function toPageSource(item: DocItem | PageItem, siteDir: string): PageSource {
  const description = item.frontMatter?.description;
  return {
    title: item.title || undefined,
    permalink: item.permalink,
    filePath: resolveSource(item.source, siteDir),
    description: typeof description === 'string' && description.trim() ? description.trim() : undefined,
  };
}

/** The listed docs and MDX pages, sorted by permalink (the index's id order). */
export function collectPages(allContent: AllContent, siteDir: string): PageSource[] {
  const docs = allContent[DOCS_PLUGIN]?.[DEFAULT_ID] as { loadedVersions: Array<{ docs: DocItem[] }> } | undefined;
  const pages = allContent[PAGES_PLUGIN]?.[DEFAULT_ID] as PageItem[] | null | undefined;

  const items: Array<DocItem | PageItem> = [
    ...(docs?.loadedVersions.flatMap((version) => version.docs) ?? []),
    ...(pages ?? []).filter((page) => page.type === 'mdx'),
  ];
  return items
    .filter((item) => !isHidden(item))
    .map((item) => toPageSource(item, siteDir))
    .sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
}
