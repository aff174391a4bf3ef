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
 * pages file, its top folder (`blog/`) or `src/pages/`, their default paths.
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
    const pages = path.join(siteDir, 'src/pages');
    if (within(pages, file)) return { contentPath: pages, contentPathLocalized: pages };
    const top = path.relative(siteDir, file).split(path.sep)[0]!;
    const folder = path.join(siteDir, top);
    return { contentPath: folder, contentPathLocalized: folder };
  }

  /** The permalink of the page `link` (a file path, without its #anchor) names, written in `fromFile` (absolute). */
  return (link: string, fromFile: string): string | undefined =>
    resolveMarkdownLinkPathname(link, { sourceFilePath: fromFile, sourceToPermalink, contentPaths: contentPathsOf(fromFile), siteDir }) ?? undefined;
}
