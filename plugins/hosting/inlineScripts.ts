import { createHash } from 'node:crypto';

/**
 * Finds what a Content-Security-Policy without 'unsafe-inline' has to know
 * about in a built HTML file: the inline scripts the browser will run (to be
 * allowed by hash) and the inline code no hash can allow without
 * 'unsafe-hashes' (event-handler attributes, javascript: URLs).
 *
 * A small HTML tokenizer rather than regular expressions over the whole file:
 * a "<script" inside a comment, an attribute value or a <style> must not
 * count, and a script's body ends at the first "</script", whatever it holds.
 */

export interface InlineScript {
  /** The body exactly as the browser hashes it (line endings normalized like the HTML parser does). */
  readonly body: string;
  /** 'sha256-<base64>', the CSP source expression that allows this body. */
  readonly hash: string;
}

export interface InlineCodeProblem {
  /** 1-based line in the file. */
  readonly line: number;
  readonly message: string;
}

export interface InlineScan {
  readonly scripts: InlineScript[];
  /** The `src` of every external script, as written. */
  readonly externalScripts: string[];
  readonly problems: InlineCodeProblem[];
}

/**
 * Elements whose content is text up to their end tag (HTML "raw text" and
 * "escapable raw text", and <noscript>, which is raw text when scripting is on).
 */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

/** Attributes holding a URL the browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * Script types the browser executes, so CSP checks them. Anything else (JSON-LD,
 * speculation rules aside) is a data block that never runs: CSP ignores it.
 * "importmap" and "speculationrules" are checked against script-src as well.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

export function cspHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** Whether a <script> with these attributes runs its own body. */
export function runsInlineBody(attributes: ReadonlyMap<string, string>): boolean {
  if (attributes.has('src')) return false;
  const type = attributes.get('type');
  if (type !== undefined) return EXECUTED_TYPES.has(type.trim().toLowerCase());
  // The legacy `language` attribute counts only when there is no `type`.
  const language = attributes.get('language') ?? '';
  return language === '' || EXECUTED_TYPES.has(`text/${language.toLowerCase()}`);
}

interface Tag {
  readonly name: string;
  readonly attributes: Map<string, string>;
  /** Index just past the tag's closing ">". */
  readonly end: number;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&');

/** Reads a start tag whose "<" is at `start`; undefined if it isn't one. */
function readStartTag(html: string, start: number): Tag | undefined {
  const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(start, start + 64));
  if (!nameMatch) return undefined;
  const attributes = new Map<string, string>();
  let index = start + nameMatch[0].length;
  const attribute = /\s*([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\//y;
  while (index < html.length && html[index] !== '>') {
    attribute.lastIndex = index;
    const match = attribute.exec(html);
    if (!match || match[0].length === 0) {
      index += 1;
      continue;
    }
    index = attribute.lastIndex;
    if (match[1] === undefined) continue;
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return { name: nameMatch[1].toLowerCase(), attributes, end: Math.min(index + 1, html.length) };
}

function lineAt(html: string, index: number): number {
  let line = 1;
  for (let i = html.indexOf('\n'); i !== -1 && i < index; i = html.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Scans one HTML document; scripts are listed once per distinct body, in document order. */
export function scanInlineCode(html: string): InlineScan {
  const scripts = new Map<string, InlineScript>();
  const externalScripts = new Set<string>();
  const problems: InlineCodeProblem[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    const tag = readStartTag(html, open);
    if (!tag) {
      index = open + 1;
      continue;
    }
    for (const [name, value] of tag.attributes) {
      // Any on… attribute: new event names keep appearing, and a false alarm
      // only asks for a rename, while a missed handler would break the page.
      if (/^on[a-z]/.test(name)) {
        problems.push({ line: lineAt(html, open), message: `<${tag.name} ${name}="…"> is an inline event handler` });
      } else if (URL_ATTRIBUTES.has(name) && /^javascript:/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) {
        problems.push({ line: lineAt(html, open), message: `<${tag.name} ${name}="javascript:…"> runs inline code` });
      }
    }
    index = tag.end;
    if (tag.name === 'script' && tag.attributes.has('src')) externalScripts.add(tag.attributes.get('src')!);
    if (!RAW_TEXT.has(tag.name)) continue;
    const endTag = new RegExp(`</${tag.name}[\\s/>]`, 'ig');
    endTag.lastIndex = index;
    const close = endTag.exec(html);
    const bodyEnd = close ? close.index : html.length;
    if (tag.name === 'script' && runsInlineBody(tag.attributes)) {
      // The HTML parser turns CRLF and lone CR into LF before the script sees its text.
      const body = html.slice(index, bodyEnd).replace(/\r\n?/g, '\n');
      // An empty inline script is never run, so never checked.
      if (body !== '' && !scripts.has(body)) scripts.set(body, { body, hash: cspHash(body) });
    }
    index = close ? close.index + close[0].length : html.length;
  }
  return { scripts: [...scripts.values()], externalScripts: [...externalScripts], problems };
}
