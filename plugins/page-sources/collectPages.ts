import path from 'node:path';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { DocusaurusConfig } from '@docusaurus/types';
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
  /** Front-matter `keywords` (see keywords.ts): the search plugin reads them from the file. */
  keywords?: string[];
  /** Front-matter `section_keywords`, by heading id (see keywords.ts). */
  sectionKeywords?: Record<string, string[]>;
  /** The doc id (`dms/conversations`), which sidebars refer to; MDX pages have none. */
  docId?: string;
  /** The docs version the page belongs to (`current`, `1.0`); MDX pages belong to none. */
  version?: string;
}

/** A version of the docs (`npx docusaurus docs:version 1.0` cuts one), in Docusaurus' order: newest first. */
export interface DocsVersion {
  /** `current` (the docs/ folder) or a name from versions.json. */
  name: string;
  /** What readers see: `Next`, `1.0`. */
  label: string;
  /** Route path of the version, base URL included: `/`, `/next`, `/xmtp-docs/1.0`. */
  path: string;
  /** The version readers get by default (Docusaurus' `lastVersion`): served at the docs' root. */
  isLast: boolean;
  /** The notice its pages show: after the latest (`unreleased`), before it (`unmaintained`), or none. */
  banner: 'unreleased' | 'unmaintained' | null;
  /** Whether its pages show a "Version: …" badge. */
  badge: boolean;
}

interface FrontMatterFlags {
  description?: unknown;
  unlisted?: unknown;
  draft?: unknown;
}

interface DocItem {
  /** Unset for another docs instance's docs (see otherDocsInstances). */
  id?: string;
  /** Set by the docs plugin on every doc (`current`, `1.0`). */
  version?: string;
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
export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
export const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const DEFAULT_ID = 'default';

export type AllContent = Record<string, Record<string, unknown> | undefined>;

/** `@site/docs/a.md` → `<siteDir>/docs/a.md`. */
export function resolveSource(source: string, siteDir: string): string {
  const relative = source.startsWith('@site/') ? source.slice('@site/'.length) : source;
  return path.resolve(siteDir, relative);
}

/** How the site writes its routes: a category index doc's permalink `/a/b/` is routed at `/a/b` with `trailingSlash: false`. */
export type RouteOptions = Pick<DocusaurusConfig, 'trailingSlash' | 'baseUrl'>;

function toPageSource(item: DocItem | PageItem, siteDir: string, routes: RouteOptions | undefined): PageSource {
  const description = item.frontMatter?.description;
  return {
    title: item.title || undefined,
    permalink: routes ? applyTrailingSlash(item.permalink, routes) : item.permalink,
    filePath: resolveSource(item.source, siteDir),
    description: typeof description === 'string' && description.trim() ? description.trim() : undefined,
    ...('id' in item && item.id ? { docId: item.id } : {}),
    ...('version' in item && item.version ? { version: item.version } : {}),
  };
}

interface LoadedVersion {
  versionName?: string;
  label?: string;
  path?: string;
  isLast?: boolean;
  banner?: DocsVersion['banner'];
  badge?: boolean;
  docs: DocItem[];
  sidebars?: Record<string, SidebarItem[]>;
}

/** The docs plugin's loaded versions, as `allContentLoaded` hands them over (typed loosely: only what we read). */
export function loadedVersions(allContent: AllContent): LoadedVersion[] {
  const docs = allContent[DOCS_PLUGIN]?.[DEFAULT_ID] as { loadedVersions: LoadedVersion[] } | undefined;
  return docs?.loadedVersions ?? [];
}

/**
 * The docs' versions, newest first: one (`current`) until a version is cut.
 * A site always has its latest: the one the docs plugin marks, else the first.
 */
export function collectVersions(allContent: AllContent): DocsVersion[] {
  const loaded = loadedVersions(allContent);
  const last = loaded.find((version) => version.isLast) ?? loaded[0];
  return loaded.map((version) => ({
    name: version.versionName ?? 'current',
    label: version.label ?? 'Next',
    path: version.path ?? '/',
    isLast: version === last,
    banner: version.banner ?? null,
    badge: version.badge ?? false,
  }));
}

/** The version readers get by default, if the site has docs. */
export function latestVersion(versions: readonly DocsVersion[]): DocsVersion | undefined {
  return versions.find((version) => version.isLast);
}

/**
 * The listed docs of every version, the MDX pages and the blog posts, sorted by permalink (the
 * index's id order); with `includeUnlisted`, unlisted and draft pages too (a
 * listed page may link to them).
 */
export function collectPages(
  allContent: AllContent,
  siteDir: string,
  { includeUnlisted = false, routes }: { includeUnlisted?: boolean; routes?: RouteOptions } = {},
): PageSource[] {
  // Every instance of the pages plugin, and the docs plugin's other instances (a `community` section, say).
  const pages = Object.values(allContent[PAGES_PLUGIN] ?? {}).flatMap((content) => (content as PageItem[] | null | undefined) ?? []);

  const items: Array<DocItem | PageItem> = [
    ...loadedVersions(allContent).flatMap((version) =>
      // Docusaurus sets each doc's version; the fallback keeps hand-made content (tests) whole.
      version.docs.map((doc) => ({ ...doc, version: doc.version ?? version.versionName ?? 'current' })),
    ),
    ...otherDocsInstances(allContent),
    ...pages.filter((page) => page.type === 'mdx'),
    ...blogPosts(allContent),
  ];
  return items
    .filter((item) => includeUnlisted || isListedPage(item, item.frontMatter))
    .map((item) => toPageSource(item, siteDir, routes))
    .sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
}

interface BlogContent {
  blogPosts?: Array<{ metadata: PageItem & { title: string } }>;
}

/** Every blog's posts (a site has none until a writer turns the blog on): pages of no version, like MDX pages. */
function blogPosts(allContent: AllContent): PageItem[] {
  return Object.values(allContent[BLOG_PLUGIN] ?? {}).flatMap((content) =>
    ((content as BlogContent | undefined)?.blogPosts ?? []).map(({ metadata }) => ({ ...metadata, type: 'mdx' as const })),
  );
}

/**
 * The docs of the docs plugin's other instances. Versions are the default
 * instance's (search has an index per version of it), so another instance's
 * latest docs count as pages of no version, like MDX pages: every index holds
 * them. Its older versions get twins but no place in search; their version
 * names are prefixed with the instance id so they match no version of the
 * default instance. Their doc ids are the other instance's, which the site's
 * sidebars (the default instance's) never name, so they are left out.
 */
function otherDocsInstances(allContent: AllContent): DocItem[] {
  return Object.entries(allContent[DOCS_PLUGIN] ?? {})
    .filter(([id]) => id !== DEFAULT_ID)
    .flatMap(([id, content]) => {
      const versions = (content as { loadedVersions?: LoadedVersion[] } | undefined)?.loadedVersions ?? [];
      const last = versions.find((version) => version.isLast) ?? versions[0];
      return versions.flatMap((version) =>
        version.docs.map((doc) => ({
          ...doc,
          id: undefined,
          version: version === last ? undefined : `${id}/${version.versionName ?? 'current'}`,
        })),
      );
    });
}

/**
 * A version's pages: its docs, and the pages outside the docs (MDX pages),
 * which belong to every version.
 */
export function pagesOfVersion<Page extends Pick<PageSource, 'version'>>(pages: readonly Page[], version: Pick<DocsVersion, 'name'>): Page[] {
  return pages.filter((page) => page.version === undefined || page.version === version.name);
}

/** A category's generated index (`link: {type: 'generated-index'}`): a page of cards Docusaurus makes for it. */
export interface GeneratedIndex {
  /** Route path with the base path. */
  permalink: string;
  title: string | undefined;
  description: string | undefined;
}

/** One entry of a sidebar, reduced to what a reading order needs. */
export type SidebarEntry =
  | { kind: 'doc'; docId: string; label: string | undefined }
  | { kind: 'link'; href: string; label: string }
  | {
      kind: 'category';
      label: string;
      /** The doc the category's label leads to (`link: {type: 'doc'}`, a folder's index.md…). */
      docId: string | undefined;
      /** Or the index page Docusaurus generates for it. */
      generatedIndex?: GeneratedIndex;
      items: SidebarEntry[];
    };

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string; permalink?: string; title?: string; description?: string };
}

function generatedIndexOf(link: SidebarItem['link']): Pick<Extract<SidebarEntry, { kind: 'category' }>, 'generatedIndex'> {
  if (link?.type !== 'generated-index' || !link.permalink) return {};
  return { generatedIndex: { permalink: link.permalink, title: link.title, description: link.description } };
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
            ...generatedIndexOf(item.link),
            items: toSidebarEntries(item.items ?? []),
          },
        ];
      default:
        // `html` items are the writer's markup between entries (a heading, a
        // note, a divider), not pages: a reading order has no place for them.
        return [];
    }
  });
}

/**
 * A version's sidebars in reading order, by sidebar id (the order a reader
 * meets its pages in); by default the latest version's.
 */
export function collectSidebars(allContent: AllContent, versionName?: string): Record<string, SidebarEntry[]> {
  const loaded = loadedVersions(allContent);
  const version =
    versionName === undefined
      ? (loaded.find((candidate) => candidate.isLast) ?? loaded[0])
      : loaded.find((candidate) => (candidate.versionName ?? 'current') === versionName);
  const sidebars = version?.sidebars ?? {};
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, toSidebarEntries(items)]));
}
