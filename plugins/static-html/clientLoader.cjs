/**
 * Browser build only: takes the build-time HTML out of each compiled MDX page.
 *
 * The server's HTML already holds every paragraph, list and code block of a
 * page. Shipping the same markup a second time inside the page's script, only
 * so that React can hydrate it, was most of a long page's JavaScript. Here
 * every string that fills an element marked with `data-static-html` (a
 * `dangerouslySetInnerHTML` from plugins/rehype/staticHtml.ts, or a code
 * block's `html` from plugins/remark/highlightCode.ts) moves to a JSON file
 * beside the scripts, and the module starts with a top-level await of
 * src/staticHtml/loadStaticHtml.ts, which reads the pieces back from the page
 * on a cold load and fetches the JSON file on a client-side navigation.
 *
 * The server build keeps the strings inline: that is what writes the HTML.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const acorn = require('acorn');
const { applyEdits, forEachNode, propertyName, propertyRemoval } = require('../lib/moduleSource.cjs');

const RUNTIME = path.resolve(__dirname, '../../src/staticHtml/loadStaticHtml.ts');
const OUTPUT_FOLDER = 'assets/static-html';

function isString(node) {
  return node && node.type === 'Literal' && typeof node.value === 'string';
}

/** The string literal that fills the element a props object describes, if the object is marked. */
function markedHtml(object, attribute) {
  let key;
  let keyRemoval;
  let html;
  object.properties.forEach((property, index) => {
    const name = propertyName(property);
    if (name === attribute && isString(property.value)) {
      key = property.value.value;
      keyRemoval = propertyRemoval(object.properties, index);
    }
    else if (name === 'html' && isString(property.value)) html = property.value;
    else if (name === 'dangerouslySetInnerHTML' && property.value.type === 'ObjectExpression') {
      const inner = property.value.properties.find((candidate) => propertyName(candidate) === '__html');
      if (inner && isString(inner.value)) html = inner.value;
    }
  });
  return key !== undefined && html ? { key, keyRemoval, literal: html } : undefined;
}

/** Every marked props object of the module, in source order. */
function findMarked(program, attribute) {
  const found = [];
  forEachNode(program, (node) => {
    const marked = node.type === 'ObjectExpression' ? markedHtml(node, attribute) : undefined;
    if (marked) found.push(marked);
  });
  return found.sort((a, b) => a.literal.start - b.literal.start);
}

/**
 * The keys' suffixes in a few tokens: consecutive numbers after the same
 * letters become one run, `c3~7` for c3, c4, …, c7, so a long page names its
 * hundred pieces in a handful of tokens rather than a hundred strings
 * (src/staticHtml/loadStaticHtml.ts expands them). Other suffixes stay as
 * they are; none holds "," or "~" (plugins/static-html/keys.ts).
 */
function compactSuffixes(suffixes) {
  const runs = [];
  for (const suffix of suffixes) {
    const match = /^(.*\D|)(\d+)$/.exec(suffix);
    const number = match && String(Number(match[2])) === match[2] ? Number(match[2]) : undefined;
    const last = runs[runs.length - 1];
    if (number !== undefined && last && last.letters === match[1] && last.end + 1 === number) {
      last.end = number;
    } else {
      runs.push(number === undefined ? { literal: suffix } : { letters: match[1], start: number, end: number });
    }
  }
  return runs
    .map((run) => run.literal ?? (run.start === run.end ? `${run.letters}${run.start}` : `${run.letters}${run.start}~${run.end}`))
    .join(',');
}

function commonPrefix(keys) {
  let prefix = keys[0];
  for (const key of keys) while (!key.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/**
 * The module without its marked strings, and the JSON file they moved to.
 * `attribute` marks them: STATIC_HTML_ATTRIBUTE of src/staticHtml/attribute.ts,
 * which the plugin (./index.ts) hands this loader as an option.
 */
function extractStaticHtml(source, attribute) {
  if (typeof attribute !== 'string' || attribute === '') throw new Error('[vx-static-html] The loader needs the attribute that marks static HTML (option "attribute").');
  if (!source.includes(attribute)) return undefined;
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const marked = findMarked(program, attribute);
  if (marked.length === 0) return undefined;
  const keys = marked.map(({ key }) => key);
  const json = JSON.stringify(marked.map(({ literal }) => literal.value));
  const file = `${OUTPUT_FOLDER}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  // Each string becomes its piece of the list, and each key goes: the browser
  // needs keys only to find the pieces in the server's HTML, whose elements
  // keep them (hydration leaves attributes the props lack as they are).
  const code = applyEdits(source, [
    ...marked.map(({ literal }, index) => ({ start: literal.start, end: literal.end, text: `__vxStaticHtml[${index}]` })),
    ...marked.map(({ keyRemoval }) => keyRemoval),
  ]);
  // Keys share their file's prefix (plugins/static-html/keys.ts); it is written once.
  const prefix = commonPrefix(keys);
  const header =
    `import { loadStaticHtml as __vxLoadStaticHtml } from ${JSON.stringify(RUNTIME)};\n` +
    `const __vxStaticHtml = await __vxLoadStaticHtml(__webpack_public_path__ + ${JSON.stringify(file)}, ` +
    `${JSON.stringify(prefix)}, ${JSON.stringify(compactSuffixes(keys.map((key) => key.slice(prefix.length))))});\n`;
  return { code: header + code, file, json };
}

module.exports = function staticHtmlClientLoader(source) {
  // The persistent cache does not watch loaders: a change here must rebuild every page.
  this.addDependency(__filename);
  const extracted = extractStaticHtml(source, this.getOptions().attribute);
  if (!extracted) return source;
  this.emitFile(extracted.file, extracted.json);
  return extracted.code;
};
module.exports.extractStaticHtml = extractStaticHtml;
module.exports.compactSuffixes = compactSuffixes;
