import path from 'node:path';
import { isListedPage } from '../../src/markdownTwins';

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
  /** The doc id (`dms/conversations`), which sidebars refer to; MDX pages have none. */
  docId?: string;
}

interface FrontMatterFlags {
  description?: unknown;
  unlisted?: unknown;
  draft?: unknown;
}

interface DocItem {
  id: string;
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
    ...('id' in item && item.id ? { docId: item.id } : {}),
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
    .filter((item) => isListedPage(item, item.frontMatter))
    .map((item) => toPageSource(item, siteDir))
    .sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
}

/** One entry of a sidebar, reduced to what a reading order needs. */
export type SidebarEntry =
  | { kind: 'doc'; docId: string; label: string | undefined }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'category'; label: string; docId: string | undefined; items: SidebarEntry[] };

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

function toSidebarEntries(items: readonly SidebarItem[]): SidebarEntry[] {
  return items.flatMap((item): SidebarEntry[] => {
    switch (item.type) {
      case 'doc':
      case 'ref':
        return item.id ? [{ kind: 'doc', docId: item.id, label: item.label }] : [];
      case 'link':
        return item.href ? [{ kind: 'link', href: item.href, label: item.label ?? item.href }] : [];
      case 'category':
        return [
          {
            kind: 'category',
            label: item.label ?? '',
            docId: item.link?.type === 'doc' ? item.link.id : undefined,
            items: toSidebarEntries(item.items ?? []),
          },
        ];
      default:
        // `html` items are decoration, not pages.
        return [];
    }
  });
}

/**
 * The docs' sidebars in reading order, by sidebar id, from the current
 * version (the first loaded one): the order a reader meets the pages in.
 */
export function collectSidebars(allContent: AllContent): Record<string, SidebarEntry[]> {
  const docs = allContent[DOCS_PLUGIN]?.[DEFAULT_ID] as
    | { loadedVersions: Array<{ sidebars?: Record<string, SidebarItem[]> }> }
    | undefined;
  const sidebars = docs?.loadedVersions[0]?.sidebars ?? {};
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, toSidebarEntries(items)]));
}
