import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../../../tools/check-samples/src/extract';
import { typecheckSamples } from '../../../../tools/check-samples/src/typecheck';
import { formatProblem } from '../../../../tools/check-samples/src/report';

const PAGE = 'docs/fixture.mdx';

/** The problems of a page, as the report prints them. */
function check(source: string): string[] {
  const { problems } = typecheckSamples(extractSamples(source, PAGE), { standIns: false });
  return problems.filter((p) => p.file === PAGE).map(formatProblem);
}

// The first check parses TypeScript's DOM and ES libraries, which takes a few seconds on a busy machine.
describe('typecheckSamples', { timeout: 60_000 }, () => {
  it('maps a diagnostic to the line and column of the page', () => {
    const source = [
      'Some text.', // 1
      '', // 2
      '```ts', // 3
      'const ok = 1;', // 4
      'const wrong: number = "one";', // 5
      '```', // 6
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:5:7 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('adds the indentation of a fence in a list item to the column', () => {
    const source = ['1. Step', '', '   ```ts', '   const wrong: number = "one";', '   ```'].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:4:10 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('declares the context names without shifting lines, and checks their use', () => {
    const source = [
      '```ts title="Node" context="peerAddress:address, draft:text"', // 1
      'const greeting: string = `${draft} to ${peerAddress}`;', // 2
      'const count: number = draft;', // 3
      '```', // 4
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:3:7 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('reports a name the sample uses without defining it or naming it in its context', () => {
    const source = ['```ts', 'await chat.send("gm");', '```'].join('\n');
    expect(check(source)).toEqual(["docs/fixture.mdx:2:7 - TS2304: Cannot find name 'chat'."]);
  });

  it('reports an unknown context at the opening fence', () => {
    const source = ['```ts title="JavaScript" context="wizard"', 'console.log(wizard);', '```'].join('\n');
    const [problem] = check(source);
    expect(problem).toMatch(/^docs\/fixture\.mdx:1:1 - unknown context "wizard" for xmtp-js; known: .*client/);
  });

  it('resolves a relative import to the sample of the page that names that file', () => {
    const source = [
      '```ts title="math.ts"',
      'export const double = (n: number) => n * 2;',
      '```',
      '',
      '```ts',
      '// main.ts',
      'import { double } from "./math";',
      'const text: string = double(2);',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:8:7 - TS2322: Type 'number' is not assignable to type 'string'.",
    ]);
  });

  it('checks the added lines of a diff block at their own page lines', () => {
    const source = [
      '```ts diff', // 1
      ' let total = 0;', // 2
      '-total = "none";', // 3
      '+total = "zero";', // 4
      '```', // 5
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:4:1 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('keeps samples apart: each is a module of its own', () => {
    const source = ['```ts', 'const shared = 1;', '```', '', '```ts', 'const shared = "again";', '```'].join('\n');
    expect(check(source)).toEqual([]);
  });

  it('checks JavaScript samples as JavaScript, strictly', () => {
    const source = ['```js title="config.js"', 'module.exports = function (config) { return config; };', '```'].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:2:28 - TS7006: Parameter 'config' implicitly has an 'any' type.",
    ]);
  });
});
