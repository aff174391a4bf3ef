import { describe, expect, it } from 'vitest';
import { coveringRoutes, stylesheetVocabulary, textSignatures } from '../../e2e/colourCover';

const CSS = `
.markdown a{color:var(--link)}
.note{--ifm-alert-background:#eef}
@media (min-width:997px){.wide .title{font-size:2rem}}
table tr:nth-child(2n){background-color:var(--stripe)}
.list li:first-child{margin-top:0}
.tab[aria-selected=true]{color:var(--brand)}
a[href^="http"]{padding-right:1rem}
`;
const vocabulary = stylesheetVocabulary(CSS);
const page = (main: string, outside = '') => `<!doctype html><html><body>${outside}<main>${main}</main></body></html>`;
const signatures = (main: string, outside = '') => [...textSignatures(page(main, outside), vocabulary)];

describe('the colour cover', () => {
  it('reads the classes and attribute tests the stylesheet names, and the sibling places of rules that paint', () => {
    expect([...vocabulary.classes].sort()).toEqual(['list', 'markdown', 'note', 'tab', 'title', 'wide']);
    expect([...vocabulary.attributes.keys()].sort()).toEqual(['aria-selected', 'href']);
    // :first-child sets a margin only; the stripe paints.
    expect(vocabulary.positions).toEqual([{ tag: 'tr', classes: [], kind: 'parity' }]);
  });

  it('tells texts apart by what the stylesheet sees, and by nothing else', () => {
    const [plain] = signatures('<div class="markdown"><p>one</p></div>');
    // A class the stylesheet never names, and another text: the same kind.
    expect(signatures('<div class="markdown page-7"><p>two</p></div>')).toEqual([plain]);
    // A class it names, on an ancestor: another kind.
    expect(signatures('<div class="markdown note"><p>three</p></div>')).not.toEqual([plain]);
    // An attribute it tests, by whether each test passes: the selected tab differs, two unselected ones do not.
    const [selected, unselected, alsoUnselected] = [true, false, false].map((on) => signatures(`<button class="tab" aria-selected="${on}">x</button>`)[0]);
    expect(selected).not.toBe(unselected);
    expect(unselected).toBe(alsoUnselected);
    expect(signatures('<a href="https://xmtp.org">x</a>')).not.toEqual(signatures('<a href="/dms">x</a>'));
    expect(signatures('<a href="/a">x</a>')).toEqual(signatures('<a href="/b">x</a>'));
    // Striped rows: odd and even rows are two kinds; list items are one, whatever their place.
    const rows = signatures('<table><tbody><tr><td>1</td></tr><tr><td>2</td></tr><tr><td>3</td></tr></tbody></table>');
    expect(rows).toHaveLength(2);
    expect(signatures('<ul class="list"><li>1</li><li>2</li><li>3</li></ul>')).toHaveLength(1);
    // Inline styles count as they are.
    expect(signatures('<p style="color:red">x</p>')).not.toEqual(signatures('<p style="color:blue">x</p>'));
  });

  it('reads texts inside main only, and leaves code blocks to their own test', () => {
    expect(signatures('<pre><code>code</code></pre><p>text</p>', '<nav><a href="/">Home</a></nav>')).toHaveLength(1);
    expect(signatures('<pre><code>only code</code></pre>')).toEqual([]);
  });

  it('chooses the fewest routes that show every kind, the first listed on a tie', () => {
    const byRoute = new Map([
      ['/a', new Set(['p', 'li'])],
      ['/b', new Set(['p', 'li', 'table'])],
      ['/c', new Set(['code'])],
      ['/d', new Set(['p'])],
      ['/e', new Set(['code'])],
    ]);
    expect(coveringRoutes(byRoute)).toEqual(['/b', '/c']);
    expect(coveringRoutes(new Map())).toEqual([]);
  });
});
