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
 * Whether a page is listed: unlisted and draft pages have no twin and no
 * place in search (plugins/page-sources/collectPages decides with this too).
 * Front matter is read as well because Docusaurus sets `unlisted` (and keeps
 * drafts) only in production builds, so dev would otherwise list more.
 */
export function isListedPage(
  metadata: { unlisted?: boolean },
  frontMatter: { unlisted?: unknown; draft?: unknown } = {},
): boolean {
  return metadata.unlisted !== true && frontMatter.unlisted !== true && frontMatter.draft !== true;
}
