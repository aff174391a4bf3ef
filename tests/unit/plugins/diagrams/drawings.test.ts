import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DRAWINGS_DIR,
  auditDrawings,
  collectDiagrams,
  diagramKey,
  readDrawing,
  svgSize,
  type DiagramSource,
} from '../../../../plugins/diagrams/drawings';

const SITE_DIR = path.resolve(__dirname, '../../../..');

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vx-drawings-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the committed drawings', () => {
  const diagrams = collectDiagrams(SITE_DIR);
  const where = (list: DiagramSource[]) => list.map(({ file, line }) => `${file}:${line}`);

  it('are exactly those of the diagrams on the pages: none missing, none unused', () => {
    const { missing, orphans } = auditDrawings(DRAWINGS_DIR, diagrams);
    expect(diagrams.length).toBeGreaterThan(0);
    expect(where(missing), 'these diagrams have no drawing: run npm run diagrams (needs Chromium) and commit diagrams/').toEqual([]);
    expect(orphans, 'no diagram uses these drawings: run npm run diagrams to delete them').toEqual([]);
  });

  it('each declare their size', async () => {
    for (const { key } of diagrams) expect(await readDrawing(DRAWINGS_DIR, key), key).toMatchObject({ width: expect.any(Number) });
  });
});

describe('collectDiagrams', () => {
  it('finds every mermaid block of docs and pages, with its file and line, as the build reads it', () => {
    const fence = (body: string) => ['```mermaid', body, '```'].join('\n');
    const site = folder({
      'docs/a.mdx': ['---', 'title: A', '---', '', 'Text.', '', fence('graph TD\n  accTitle: One\n  A-->B'), ''].join('\n'),
      'docs/nested/b.md': [':::note', '', fence('graph LR\n  accTitle: In a callout\n  X-->Y'), '', ':::', '', '```ts', 'const a = 1;', '```', ''].join('\n'),
      'docs/_partial.mdx': ['<details>', '<summary>S</summary>', '', fence('graph TD\n  accTitle: In JSX\n  P-->Q'), '', '</details>', ''].join('\n'),
      'src/pages/page.mdx': fence('graph TD\n  accTitle: On a page\n  H-->I'),
      'src/pages/react.tsx': 'export default () => null; // ```mermaid',
      'tests/fixture.mdx': fence('graph TD\n  accTitle: Not a page\n  T-->U'),
    });
    temporary.push(site);
    expect(collectDiagrams(site).map(({ file, line, source, key }) => ({ file, line, title: /accTitle: (.*)/.exec(source)![1], key }))).toEqual([
      { file: 'docs/_partial.mdx', line: 4, title: 'In JSX', key: diagramKey('graph TD\n  accTitle: In JSX\n  P-->Q') },
      { file: 'docs/a.mdx', line: 7, title: 'One', key: diagramKey('graph TD\n  accTitle: One\n  A-->B') },
      { file: 'docs/nested/b.md', line: 3, title: 'In a callout', key: diagramKey('graph LR\n  accTitle: In a callout\n  X-->Y') },
      { file: 'src/pages/page.mdx', line: 1, title: 'On a page', key: diagramKey('graph TD\n  accTitle: On a page\n  H-->I') },
    ]);
  });

  it('names a page it cannot parse', () => {
    const site = folder({ 'docs/broken.mdx': 'Text {oops\n' });
    temporary.push(site);
    expect(() => collectDiagrams(site)).toThrow(/Cannot parse .*docs\/broken\.mdx/);
  });
});

describe('diagramKey', () => {
  it('is a short hash that changes with the source', () => {
    expect(diagramKey('graph TD\n  A-->B')).toMatch(/^[0-9a-f]{20}$/);
    expect(diagramKey('graph TD\n  A-->B')).toBe(diagramKey('graph TD\n  A-->B'));
    expect(diagramKey('graph TD\n  A-->B')).not.toBe(diagramKey('graph TD\n  A-->C'));
  });
});

describe('auditDrawings', () => {
  const diagram = (key: string, line = 1): DiagramSource => ({ file: 'docs/a.mdx', line, source: 'graph TD', key });

  it('lists diagrams lacking a drawing of either mode, and files no diagram uses', () => {
    const dir = folder({
      'aaaa-light.svg': '<svg/>',
      'aaaa-dark.svg': '<svg/>',
      'bbbb-light.svg': '<svg/>',
      'old0-light.svg': '<svg/>',
      'old0-dark.svg': '<svg/>',
      'aaaa-light.svg.123.abc.tmp': '',
      'README.md': 'what this folder is',
    });
    temporary.push(dir);
    const { missing, orphans } = auditDrawings(dir, [diagram('aaaa'), diagram('bbbb', 4), diagram('cccc', 9), diagram('cccc', 12)]);
    expect(missing.map(({ key, line }) => `${key}@${line}`)).toEqual(['bbbb@4', 'cccc@9', 'cccc@12']);
    expect(orphans).toEqual(['aaaa-light.svg.123.abc.tmp', 'old0-dark.svg', 'old0-light.svg']);
  });

  it('treats a missing folder as empty', () => {
    expect(auditDrawings(path.join(tmpdir(), 'no-such-folder'), [diagram('aaaa')]).missing).toHaveLength(1);
  });
});

describe('svgSize and readDrawing', () => {
  it("read the size from the SVG's root element, the larger of both modes", async () => {
    expect(svgSize('<svg id="x" width="640" style="max-width: 9px" xmlns="http://www.w3.org/2000/svg" height="200.5"><rect width="1" height="1"/></svg>')).toEqual({
      width: 640,
      height: 200.5,
    });
    expect(svgSize('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).toBeUndefined();
    const dir = folder({
      'k-light.svg': '<svg width="640" height="200"></svg>',
      'k-dark.svg': '<svg width="642" height="199"></svg>',
      'bad-light.svg': '<svg viewBox="0 0 1 1"></svg>',
      'bad-dark.svg': '<svg width="1" height="1"></svg>',
    });
    temporary.push(dir);
    expect(await readDrawing(dir, 'k')).toMatchObject({ key: 'k', width: 642, height: 200 });
    expect(await readDrawing(dir, 'none')).toBeUndefined();
    await expect(readDrawing(dir, 'bad')).rejects.toThrow('bad-light.svg in diagrams/ declares no width and height: delete it and run npm run diagrams.');
  });
});
