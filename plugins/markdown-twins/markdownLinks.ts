import path from 'node:path';
import { aliasedSitePath, resolveMarkdownLinkPathname, type ContentPaths } from '@docusaurus/utils';
import { DOCS_PLUGIN } from '../page-sources/collectPages';

type AllContent = Record<string, Record<string, unknown> | undefined>;

/**
 * Resolves a link to a Markdown file (`./setup.md`, `setup.md`, `/setup.md`,
 * `@site/docs/setup.md`) to the page's permalink, by Docusaurus' own rules
 * (resolveMarkdownLinkPathname), so a twin's links go where the page's do.
 * Those rules read the content folder the linking file belongs to: each docs
 * version's, known from the docs plugins' loaded versions; for a blog or
 * pages file, its top folder (`blog/`), `src/pages/`, or a locale's copy of
 * one, their default paths.
 */
export function markdownLinkResolver(allContent: AllContent, siteDir: string, permalinkOfFile: ReadonlyMap<string, string>) {
  const sourceToPermalink = new Map([...permalinkOfFile].map(([file, permalink]) => [aliasedSitePath(file, siteDir), permalink]));
  const docsRoots: ContentPaths[] = Object.values(allContent[DOCS_PLUGIN] ?? {}).flatMap(
    (content) => (content as { loadedVersions?: ContentPaths[] } | undefined)?.loadedVersions ?? [],
  );
  const within = (folder: string | undefined, file: string) => folder !== undefined && !path.relative(folder, file).startsWith('..');

  function contentPathsOf(file: string): ContentPaths {
    const docs = docsRoots.find((root) => within(root.contentPath, file) || within(root.contentPathLocalized, file));
    if (docs) return { contentPath: docs.contentPath, contentPathLocalized: docs.contentPathLocalized };
    // A blog's or pages' folder: `blog/`, `src/pages/`, or a locale's copy (`i18n/fr/docusaurus-plugin-content-blog/`).
    const parts = path.relative(siteDir, file).split(path.sep);
    const depth = parts[0] === 'i18n' ? 3 : parts[0] === 'src' && parts[1] === 'pages' ? 2 : 1;
    const folder = path.join(siteDir, ...parts.slice(0, depth));
    return { contentPath: folder, contentPathLocalized: folder };
  }

  /** The permalink of the page `link` (a file path, without its #anchor) names, written in `fromFile` (absolute). */
  return (link: string, fromFile: string): string | undefined =>
    resolveMarkdownLinkPathname(link, { sourceFilePath: fromFile, sourceToPermalink, contentPaths: contentPathsOf(fromFile), siteDir }) ?? undefined;
}
