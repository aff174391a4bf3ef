/**
 * Issue 9, failure modes: hostile search input. A few hundred strings go
 * through the real pipeline (the plugin's split and index build, the
 * browser's index parsing, query parsing, MiniSearch, ranking, highlighting)
 * and the result list is rendered with react-dom/server. Nothing may throw,
 * and the markup may hold only the elements and attributes our components
 * write. Some indexed documents carry the same strings, as a tampered index
 * would.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildIndex, toSearchDocuments, type SplitPage } from '../../../plugins/search-index/buildIndex';
import { splitSections } from '../../../plugins/search-index/splitSections';
import { parsePhraseTexts, rankResults } from '@site/src/search/loadIndex';
import { loadBuiltIndex } from './fixtureIndex';
import { hasPhrases, parseQuery } from '@site/src/search/query';
import type { SearchDocument } from '@site/src/search/contract';
import SearchResultOption from '@site/src/components/search/SearchResult';
import SearchStatus from '@site/src/components/search/SearchDialog/SearchStatus';
import { SITE_OPTIONS, pageFor, readFixture } from '../plugins/search-index/helpers';

const MARKUP = [
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(document.cookie)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<mark onclick="alert(1)">x</mark>',
  '<code onmouseover=alert(1)>client</code>',
  '<code>client</code><b>bold</b>',
  '<style>*{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!-- comment --><p>p</p>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '" onmouseover="alert(1)',
  "' autofocus onfocus='alert(1)",
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;img&amp;gt;',
  '&#60;script&#62;',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<div style="background:url(javascript:alert(1))">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<template><img src=x onerror=alert(1)></template>',
  '<<script>>alert(1)<</script>>',
  '<scr<script>ipt>alert(1)</script>',
  '<code',
  '</code>',
  '<code>',
  '<code><code></code>',
  '<>',
  '< / >',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '`${client}`',
];

const REGEX = [
  '.*', '.+?', '(', ')', '((((', '))))', '[', ']', '[a-', '{', '}', '{1,', '\\', '\\\\', '\\d+', '^', '$', '$&', '$1',
  '|', '||', '?', '*', '+', '(?<name>x)', '(?=x)', '(?!', '[^]', '\\u{', '\\p{L}', 'a{99999}', '(a+)+$', '(.*a){20}',
  '"', '""', '"""', '"unclosed', 'closed"', '"a" "b', "'", "''", '`', '``', '"(" ")"', '"[client"', '"\\"',
];

const RTL = [
  '\u200fclient', 'client\u200f', '\u202eclient\u202c', '\u202b\u202aclient', '\u2067client\u2069', '\u061cmessage',
  'مرحبا بالعالم', 'رسالة client', 'שלום עולם', 'הודעה message', 'client رسالة consent', 'עברית "quoted phrase"',
  '\u202e<script>alert(1)</script>', 'ﷺ', 'لا', 'اَلْعَرَبِيَّة',
];

const EMOJI = [
  '👋', '👋🏽', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🧑🏿‍💻 client', '👩🏻‍❤️‍💋‍👨🏼', '🇺🇸🇯🇵', '1️⃣', '❤️', '💬 messages 💬', '🔥'.repeat(500),
  '\u{1F600}client\u{1F600}', 'e\u0301', 'cafe\u0301', 'Z\u0351\u0368\u0368\u0306\u0361a\u0358\u0336l\u0358\u0316g\u0334o',
  'a' + '\u0300'.repeat(200), '\uFE0F', '\u200d', '\u200b', '\u2060', '\uFEFF', '\u00ad',
];

const BROKEN_TEXT = [
  '\uD800', '\uDFFF', 'a\uD800b', '\uDC00\uD800', 'client\uD83D', '\u0000', 'a\u0000b', '\u0000<script>', '\u0001\u0002\u0003',
  '\u0007\u0008\u001b[31m', '\t\n\r\v\f', '\r\n\r\n', '\u0085', '\u2028\u2029', '\uFFFD', '\uFFFE\uFFFF', 'İ', 'ß', 'ﬁ',
  'Σ', 'ǅ', '\u0130stanbul', 'ı', 'ΐ',
];

const NAMES = [
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'toJSON',
  'then', 'length', 'NaN', 'undefined', 'null', 'Infinity', '-1', '0', '1e999', 'Object', '__proto__ constructor',
  '"__proto__"', '__proto__.polluted', 'constructor.prototype', '[object Object]',
];

const LONG = [
  'a'.repeat(10_000),
  'client '.repeat(2_000),
  '<script>'.repeat(1_500),
  '"'.repeat(10_000),
  '('.repeat(10_000),
  'x'.repeat(20_000) + ' consent',
  Array.from({ length: 3_000 }, (_, n) => `w${n}`).join(' '),
  '👨‍👩‍👧‍👦'.repeat(1_000),
  '\u0300'.repeat(10_000),
  '"a" '.repeat(2_500),
];

/** Words of the fixture pages, so hostile strings also meet real matches and highlighting. */
const WORDS = ['client', 'relay', 'configure', 'options', 'escaping', 'markup', 'script', 'img', 'alert', 'code', 'quotes'];

function hostileStrings(): string[] {
  const base = [...MARKUP, ...REGEX, ...RTL, ...EMOJI, ...BROKEN_TEXT, ...NAMES];
  // Each string also next to a word the pages hold, so it meets real matches and highlighting.
  const mixed = base.map((text, n) => {
    const word = WORDS[n % WORDS.length]!;
    return [`${word} ${text}`, `${text}${word}`, `"${word} ${text}"`][n % 3]!;
  });
  return [...base, ...mixed, ...LONG];
}

/** Two fixture pages through the plugin's own split and build, plus documents as a tampered index would hold them. */
function hostileIndex() {
  const split = (name: string, title: string): SplitPage => {
    const page = pageFor(name, { title });
    return { filePath: page.filePath, permalink: page.permalink, documents: splitSections(readFixture(name), page, SITE_OPTIONS) };
  };
  const documents: SearchDocument[] = toSearchDocuments([split('escaping.mdx', 'Escaping'), split('guide.mdx', 'Create a client')]);
  [...MARKUP, ...RTL.slice(0, 6), ...EMOJI.slice(0, 6), ...NAMES.slice(0, 6)].forEach((text, n) => {
    const isPage = n % 2 === 0;
    const id = documents.length;
    documents.push({
      id,
      title: `${text} client`,
      titles: [text, `relay ${text}`],
      text: `${text} relay script alert img configure`,
      // A section sits on the page before it.
      href: isPage ? `/tampered/${n}/${encodeURIComponent(text)}` : `${documents[id - 1]!.href}#${encodeURIComponent(text)}`,
      // What a tampered index could carry in place of escaped text.
      html: `${text} <code>client</code> ${text}`,
      isPage,
      ...(isPage ? {} : { parent: id - 1 }),
    });
  });
  const built = buildIndex(documents);
  return {
    index: loadBuiltIndex(built),
    texts: parsePhraseTexts(JSON.parse(built.textsJson)),
    hrefs: new Set(documents.map((document) => document.href)),
  };
}

/** Every element and attribute the result list, the result options and the status line write. */
const ALLOWED_ELEMENTS = new Set(['div', 'p', 'a', 'span', 'svg', 'path', 'mark', 'code']);
const ALLOWED_ATTRIBUTES = new Set([
  'id', 'role', 'class', 'href', 'hidden', 'aria-label', 'aria-selected', 'aria-hidden', 'data-state', 'data-query',
  'viewBox', 'width', 'height', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'd',
]);

/**
 * The tags of React's server markup. React escapes `<`, `>`, `"`, `'` and `&`
 * in text and attribute values, and highlightHtml escapes the excerpt, so in
 * safe output every `<` starts a tag we wrote, and every attribute value is
 * a double-quoted run without quotes. Anything else shows up here.
 */
function tagsOf(markup: string): { name: string; attributes: Array<[string, string]> }[] {
  const tags: { name: string; attributes: Array<[string, string]> }[] = [];
  for (const [, body] of markup.matchAll(/<([^>]*)>/g)) {
    const closing = /^\/([a-z]+)$/.exec(body!);
    if (closing) {
      tags.push({ name: closing[1]!, attributes: [] });
      continue;
    }
    const opening = /^([a-zA-Z]+)((?:\s[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*\/?$/.exec(body!);
    if (!opening) throw new Error(`Not a tag React writes: <${body}>`);
    const attributes = [...opening[2]!.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, value ?? ''] as [string, string]);
    tags.push({ name: opening[1]!, attributes });
  }
  return tags;
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

function unescapeAttribute(value: string): string {
  return value.replace(/&amp;|&quot;|&#x27;|&lt;|&gt;/g, (entity) => ATTRIBUTE_ENTITIES[entity]!);
}

function renderList(query: string, index: ReturnType<typeof hostileIndex>) {
  const results = rankResults(index.index, query, hasPhrases(query) ? index.texts : undefined);
  const markup = renderToStaticMarkup(
    <div>
      <SearchStatus state={{ status: 'ready', results }} query={query} />
      <div id="results" role="listbox" aria-label="Search results" hidden={results.length === 0}>
        {results.map((result, n) => (
          <SearchResultOption key={result.id} id={`result-${n}`} result={result} selected={n === 0} showExcerpt index={n} onSelect={() => {}} onOpen={() => {}} />
        ))}
      </div>
    </div>,
  );
  return { results, markup };
}

describe('hostile search input', () => {
  const strings = hostileStrings();
  const index = hostileIndex();

  it('has a few hundred strings of every kind', () => {
    expect(strings.length).toBeGreaterThan(300);
    expect(strings.some((text) => text.length >= 10_000)).toBe(true);
  });

  it('parses, searches, ranks, highlights and renders each one without throwing or injecting markup', () => {
    let withResults = 0;
    let withMarks = 0;
    let tampered = 0;
    for (const query of strings) {
      let rendered: ReturnType<typeof renderList>;
      try {
        parseQuery(query);
        rendered = renderList(query, index);
      } catch (error) {
        throw new Error(`${JSON.stringify(query.slice(0, 80))} threw: ${String(error)}`);
      }
      const { results, markup } = rendered;
      if (results.length > 0) withResults += 1;
      if (markup.includes('<mark>')) withMarks += 1;
      if (results.some((result) => result.href.startsWith('/tampered/'))) tampered += 1;
      const tags = tagsOf(markup);
      for (const { name, attributes } of tags) {
        expect(ALLOWED_ELEMENTS, `element <${name}> for ${JSON.stringify(query.slice(0, 80))}`).toContain(name);
        for (const [attribute, value] of attributes) {
          expect(ALLOWED_ATTRIBUTES, `attribute ${attribute} for ${JSON.stringify(query.slice(0, 80))}`).toContain(attribute);
          if (attribute === 'href') expect(index.hrefs).toContain(unescapeAttribute(value));
        }
      }
      // The query comes back only as an escaped attribute value (the status line's data-query).
      const echoed = tags.flatMap(({ attributes }) => attributes.filter(([name]) => name === 'data-query'));
      expect(echoed.map(([, value]) => unescapeAttribute(value))).toEqual([query]);
    }
    // The run exercised matches, highlighting and the tampered documents, not only empty lists.
    expect(withResults).toBeGreaterThan(strings.length / 3);
    expect(withMarks).toBeGreaterThan(strings.length / 4);
    expect(tampered).toBeGreaterThan(50);
    // Generous: the whole run takes a few seconds on a quiet 2-core machine.
  }, 60_000);

  it('the markup check catches injected elements and attributes', () => {
    expect(() => tagsOf('<p>a</p><img src=x onerror=alert(1)>')).toThrow(/Not a tag React writes/);
    const tags = tagsOf('<a href="/x" onclick="alert(1)">x</a><script></script>');
    expect(tags.map((tag) => tag.name)).toEqual(['a', 'a', 'script', 'script']);
    expect(tags[0]!.attributes.map(([name]) => name)).toEqual(['href', 'onclick']);
  });
});
