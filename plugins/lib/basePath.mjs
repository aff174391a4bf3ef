/**
 * The base path the site is served under, from BASE_PATH at build time.
 * "docs", "/docs" and "/docs/" all give "/docs/"; unset or empty gives "/".
 * Shared by docusaurus.config.ts and the local server, so both agree.
 *
 * @param {string | undefined} raw
 * @returns {string}
 */
export function normalizeBasePath(raw) {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
