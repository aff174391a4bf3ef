import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';

/**
 * Which routes the colour rules of axe (contrast, links told apart from
 * text) must read so that every kind of text the site shows is read in both
 * colour schemes.
 *
 * A text's colours come from the stylesheet, and a selector can only see an
 * element's tag, its classes, its attributes, its inline style, its place
 * among its siblings and the same of its ancestors. Two texts alike in all
 * of that, as far as the built stylesheet looks, are painted alike on any
 * page. So each text inside `main` gets a signature: the chain from `<html>`
 * down to its element, each step its tag, the classes the stylesheet names,
 * each attribute it tests (by which of its tests pass), its inline style, and
 * its place among its siblings (odd or even, first, last) where a rule that
 * paints selects by place. The pages are read as the server sends them:
 * hydration changes state, not which kinds of text a page has. The fewest
 * routes, chosen greedily, that between them show every signature are the
 * routes whose colours are read; the others are read by every rule but those
 * of colour. A page with a new kind of text joins the set by itself.
 * (Code blocks are left out: their colours in both schemes are proven for
 * every token and line kind by tests/unit/code/codeColours.test.ts.)
 */

/** A test of an attribute selector: `[name]`, `[name=value]`, `[name^=value]`… */
interface AttributeTest {
  operator: string;
  value: string;
}

/** A selector by place among siblings, on the compound before it (`tr:nth-child(2n)`: `tr`). */
interface PositionRule {
  tag?: string;
  classes: string[];
  kind: 'parity' | 'first' | 'last';
}

interface StylesheetVocabulary {
  classes: Set<string>;
  attributes: Map<string, AttributeTest[]>;
  positions: PositionRule[];
}

/**
 * Declarations that change how a text is painted or what is behind it, or
 * its size and weight (large text has a lower contrast bar); custom
 * properties, since colours flow through them.
 */
const PAINT_PROPERTY = /^(--|color$|background|opacity$|filter$|mix-blend-mode$|text-shadow$|-webkit-text-fill-color$|font|visibility$|display$|position$|z-index$)/;
const POSITION_PSEUDO = /:(nth-child|nth-last-child|nth-of-type|first-child|last-child|only-child|first-of-type|last-of-type|only-of-type)/;

/**
 * What the stylesheet's selectors can tell elements apart by: class names,
 * attribute tests, and (in rules that paint) places among siblings.
 */
export function stylesheetVocabulary(css: string): StylesheetVocabulary {
  const classes = new Set<string>();
  const attributes = new Map<string, AttributeTest[]>();
  const positions: PositionRule[] = [];
  // The innermost `prelude{declarations}` blocks: at-rule preludes never reach here.
  for (const [, prelude, declarations] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const [, name] of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
    for (const [, name, operator = '', quoted] of prelude.matchAll(/\[\s*([\w-]+)\s*(?:([~|^$*]?=)\s*("[^"]*"|'[^']*'|[^\]\s]*))?[^\]]*\]/g)) {
      const tests = attributes.get(name.toLowerCase()) ?? [];
      tests.push({ operator, value: (quoted ?? '').replace(/^["']|["']$/g, '') });
      attributes.set(name.toLowerCase(), tests);
    }
    const paints = declarations.split(';').some((declaration) => PAINT_PROPERTY.test(declaration.split(':')[0]!.trim()));
    if (!paints) continue;
    for (const selector of prelude.split(',')) {
      const match = POSITION_PSEUDO.exec(selector);
      if (!match) continue;
      const compound = selector.slice(0, match.index).replace(/:not\($/, '').split(/[\s>+~]+/).pop() ?? '';
      positions.push({
        tag: /^[a-z][\w-]*/i.exec(compound)?.[0]?.toLowerCase(),
        classes: [...compound.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((found) => found[1]!),
        kind: match[1]!.startsWith('nth') ? 'parity' : /first|only/.test(match[1]!) ? 'first' : 'last',
      });
    }
  }
  return { classes, attributes, positions };
}

interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
}

function passes({ operator, value }: AttributeTest, actual: string): boolean {
  switch (operator) {
    case '': return true;
    case '=': return actual === value;
    case '~=': return actual.split(/\s+/).includes(value);
    case '|=': return actual === value || actual.startsWith(`${value}-`);
    case '^=': return actual.startsWith(value);
    case '$=': return actual.endsWith(value);
    case '*=': return actual.includes(value);
    default: return true;
  }
}

/** One step of a signature: the element as the stylesheet can see it. */
function stepOf(node: HtmlNode, place: { index: number; last: boolean }, vocabulary: StylesheetVocabulary): string {
  const attrs = node.attrs ?? [];
  const ownClasses = (attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/);
  const classes = ownClasses.filter((name) => vocabulary.classes.has(name)).sort();
  const tested = attrs
    .flatMap((attr) => {
      if (attr.name === 'style') return [`[style=${attr.value}]`];
      const tests = vocabulary.attributes.get(attr.name);
      return tests ? [`[${attr.name}${tests.map((test, at) => (passes(test, attr.value) ? `+${at}` : '')).join('')}]`] : [];
    })
    .sort();
  const places = vocabulary.positions
    .filter((rule) => (!rule.tag || rule.tag === node.tagName) && rule.classes.every((name) => ownClasses.includes(name)))
    .map((rule) => (rule.kind === 'parity' ? (place.index % 2 === 0 ? ':even' : ':odd') : rule.kind === 'first' ? (place.index === 1 ? ':first' : '') : place.last ? ':last' : ''));
  return `${node.tagName}${classes.map((name) => `.${name}`).join('')}${tested.join('')}${[...new Set(places)].sort().join('')}`;
}

/** The signatures of the texts inside a page's `main`, but for those in code blocks. */
export function textSignatures(html: string, vocabulary: StylesheetVocabulary): Set<string> {
  const signatures = new Set<string>();
  const walk = (node: HtmlNode, chain: string[], inMain: boolean) => {
    const elements = (node.childNodes ?? []).filter((child) => child.tagName);
    for (const child of node.childNodes ?? []) {
      if (child.nodeName === '#text') {
        if (inMain && child.value?.trim()) signatures.add(chain.join(' > '));
        continue;
      }
      if (!child.tagName || child.tagName === 'pre' || child.tagName === 'template') continue;
      const index = elements.indexOf(child) + 1;
      const step = stepOf(child, { index, last: index === elements.length }, vocabulary);
      walk(child, [...chain, step], inMain || child.tagName === 'main');
    }
  };
  walk(parse(html) as HtmlNode, [], false);
  return signatures;
}

/** The fewest routes (greedily, in the given order on ties) that between them show every signature. */
export function coveringRoutes(signaturesByRoute: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const missing = new Set([...signaturesByRoute.values()].flatMap((signatures) => [...signatures]));
  const chosen: string[] = [];
  while (missing.size > 0) {
    let best = '';
    let bestCount = 0;
    for (const [route, signatures] of signaturesByRoute) {
      let count = 0;
      for (const signature of signatures) if (missing.has(signature)) count += 1;
      if (count > bestCount) [best, bestCount] = [route, count];
    }
    chosen.push(best);
    for (const signature of signaturesByRoute.get(best)!) missing.delete(signature);
  }
  return chosen;
}

/** The HTML file a route of the build is served from. */
const htmlFileOf = (buildDir: string, route: string) => path.join(buildDir, route === '/' ? 'index.html' : `${route}.html`);

/** The routes of a build whose colours are read: together they show every kind of text its routes show. */
export function colourCoverOf(routes: readonly string[], buildDir = 'build'): Set<string> {
  const cssDir = path.join(buildDir, 'assets/css');
  const css = readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
  const vocabulary = stylesheetVocabulary(css);
  const signaturesByRoute = new Map(routes.map((route) => [route, textSignatures(readFileSync(htmlFileOf(buildDir, route), 'utf8'), vocabulary)]));
  return new Set(coveringRoutes(signaturesByRoute));
}
