/**
 * Reads and applies the `_headers` and `_redirects` files a static host
 * (Netlify, Cloudflare Pages) takes from the published folder, so the local
 * server answers with what the host would. The build writes both files
 * (plugins/hosting); this is the host's half.
 *
 * Path patterns, in both files:
 * - `*` (a splat) matches any run of characters, slashes included, and may be
 *   empty: `/assets/*` matches `/assets/js/main.js`; the redirect target
 *   receives it as `:splat`;
 * - `:name` matches one non-empty path segment; the target receives it as `:name`;
 * - anything else matches itself, case-sensitively.
 */

/**
 * @typedef {{ pattern: string, headers: Array<[string, string]> }} HeaderRule
 * @typedef {{ from: string, to: string, status: number, force: boolean }} RedirectRule
 * @typedef {{ regex: RegExp, names: string[] }} CompiledPattern
 */

export class HostingFileError extends Error {
  /**
   * @param {string} file
   * @param {number} line
   * @param {string} message
   */
  constructor(file, line, message) {
    super(`${file}:${line}: ${message}`);
    this.name = 'HostingFileError';
  }
}

/** Redirects only: rewrites (200) and custom error pages (404) are host features the site doesn't use. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** @param {string} text */
function lines(text) {
  return text.split(/\r?\n/).map((raw, index) => ({ raw, number: index + 1 }));
}

/** @param {string} value */
function isPattern(value) {
  return value.startsWith('/');
}

/**
 * Parses a `_headers` file: a path pattern on its own line, then its headers
 * indented below it as `Name: value`. Lines starting with `#` are comments.
 *
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const { raw, number } of lines(text)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const indented = /^\s/.test(raw);
    if (!indented) {
      if (!isPattern(line) || /\s/.test(line)) {
        throw new HostingFileError('_headers', number, `expected a path starting with "/", got "${line}"`);
      }
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    const current = rules.at(-1);
    if (!current) throw new HostingFileError('_headers', number, 'a header before any path');
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) {
      throw new HostingFileError('_headers', number, `expected "Name: value", got "${line}"`);
    }
    current.headers.push([name, line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Parses a `_redirects` file: `from to [status][!]` per line (status 301 when
 * left out; `!` forces the rule even where a file exists). Rewrites,
 * query-string conditions and country or language rules are not supported,
 * and the parser says so rather than skipping them.
 *
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirects(text) {
  /** @type {RedirectRule[]} */
  const rules = [];
  for (const { raw, number } of lines(text)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    if (fields.length < 2 || fields.length > 3) {
      throw new HostingFileError('_redirects', number, `expected "from to [status]", got "${line}"`);
    }
    const [from, to, statusField = '301'] = fields;
    if (!isPattern(from)) throw new HostingFileError('_redirects', number, `"${from}" is not a path`);
    if (!isPattern(to) && !/^https?:\/\//.test(to)) {
      throw new HostingFileError('_redirects', number, `"${to}" is neither a path nor an http(s) URL`);
    }
    const match = /^(\d{3})(!?)$/.exec(statusField);
    const status = match ? Number(match[1]) : NaN;
    if (!match || !REDIRECT_STATUSES.has(status)) {
      throw new HostingFileError('_redirects', number, `unsupported status "${statusField}"`);
    }
    rules.push({ from, to, status, force: match[2] === '!' });
  }
  return rules;
}

/**
 * @param {string} pattern
 * @returns {CompiledPattern}
 */
export function compilePattern(pattern) {
  /** @type {string[]} */
  const names = [];
  let source = '';
  for (const token of pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)) {
    if (token === '*') {
      names.push('splat');
      source += '(.*)';
    } else if (token.startsWith(':') && token.length > 1) {
      names.push(token.slice(1));
      source += '([^/]+)';
    } else {
      source += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return { regex: new RegExp(`^${source}$`), names };
}

/**
 * The values a pattern captures from a path, or undefined when it doesn't match.
 *
 * @param {CompiledPattern} compiled
 * @param {string} pathname
 * @returns {Record<string, string> | undefined}
 */
export function matchPattern(compiled, pathname) {
  const match = compiled.regex.exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(compiled.names.map((name, index) => [name, match[index + 1]]));
}

/**
 * The response headers for a path: every matching rule contributes, in file
 * order. A header set by two matching rules gets both values joined by ", ",
 * as Cloudflare Pages does (Netlify keeps the last one), which is why the
 * build never sets one header in two rules that can match the same path.
 *
 * @param {HeaderRule[]} rules
 * @returns {(pathname: string) => Array<[string, string]>}
 */
export function headersMatcher(rules) {
  const compiled = rules.map((rule) => ({ ...rule, compiled: compilePattern(rule.pattern) }));
  return (pathname) => {
    /** @type {Map<string, [string, string]>} */
    const byName = new Map();
    for (const rule of compiled) {
      if (!matchPattern(rule.compiled, pathname)) continue;
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        const existing = byName.get(key);
        byName.set(key, existing ? [existing[0], `${existing[1]}, ${value}`] : [name, value]);
      }
    }
    return [...byName.values()];
  };
}

/**
 * The first redirect whose source matches the path, with its target filled
 * in; the request's query string is kept unless the target has its own.
 *
 * @param {RedirectRule[]} rules
 * @returns {(pathname: string, search?: string) => { location: string, status: number } | undefined}
 */
export function redirectMatcher(rules) {
  const compiled = rules.map((rule) => ({ ...rule, compiled: compilePattern(rule.from) }));
  return (pathname, search = '') => {
    for (const rule of compiled) {
      const params = matchPattern(rule.compiled, pathname);
      if (!params) continue;
      const target = rule.to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name) =>
        Object.hasOwn(params, name) ? params[name] : whole,
      );
      const location = target.includes('?') || !search ? target : `${target}${search}`;
      return { location, status: rule.status };
    }
    return undefined;
  };
}
