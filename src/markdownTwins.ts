/**
 * Where a page's Markdown twin lives, for the build that writes the twins
 * (plugins/markdown-twins) and the pages that link to them (the Copy page
 * button). Isomorphic: no Node or browser APIs.
 */

/**
 * The twin of a page path, base path included: `/dms/conversations` →
 * `/dms/conversations.md`; a folder-like path (the home page `/`, or
 * `/xmtp-docs/` under a base path) → its `index.md`.
 */
export function markdownTwinPath(pagePath: string): string {
  const path = pagePath.replace(/\.html$/, '');
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The llms.txt index (llmstxt.org) and the whole site's Markdown in one file, at the site root. */
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/**
 * Whether a doc has a twin: unlisted and draft pages have none, like they
 * have no place in search (plugins/page-sources/collectPages). Front matter
 * is read too because Docusaurus sets `unlisted` only in production builds.
 */
export function hasMarkdownTwin(
  metadata: { unlisted?: boolean },
  frontMatter: { unlisted?: unknown; draft?: unknown },
): boolean {
  return metadata.unlisted !== true && frontMatter.unlisted !== true && frontMatter.draft !== true;
}
