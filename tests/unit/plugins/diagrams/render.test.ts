import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumMissingError, DiagramSyntaxError, createDiagramRenderer } from '../../../../plugins/diagrams/render';
import { DRAWINGS_DIR, collectDiagrams, diagramKey, drawingFiles, readDrawing } from '../../../../plugins/diagrams/drawings';
import { DIAGRAM_FONT } from '../../../../src/diagrams/mermaid';

const SITE_DIR = path.resolve(__dirname, '../../../..');
const NO_CHROMIUM = path.join(tmpdir(), 'no-such-dir', 'chromium');

// Real Chromium draws into an empty folder: the rest of the plugin is tested with a stand-in.
describe('the Chromium diagram renderer', () => {
  const drawingsDir = mkdtempSync(path.join(tmpdir(), 'vx-diagrams-'));
  const renderer = createDiagramRenderer({ drawingsDir });
  afterAll(async () => {
    await renderer.close();
    rmSync(drawingsDir, { recursive: true, force: true });
  });

  it('draws standalone SVGs for both modes, sized, with SVG text labels, named by key', { timeout: 90_000 }, async () => {
    const source = 'flowchart LR\n  accTitle: Test render\n  A[Alice] -- says gm --> B[Bob]';
    const drawn = await renderer.render(source);
    const key = diagramKey(source);
    expect(drawn.key).toBe(key);
    expect(readdirSync(drawingsDir).sort()).toEqual([`${key}-dark.svg`, `${key}-light.svg`]);
    expect(drawn.width).toBeGreaterThan(100);
    expect(drawn.height).toBeGreaterThan(10);
    const light = await readFile(drawn.files.light, 'utf8');
    const dark = await readFile(drawn.files.dark, 'utf8');
    for (const svg of [light, dark]) {
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`width="${drawn.width}"`);
      expect(svg).not.toContain('<foreignObject');
      expect(svg).toContain('>Alice<');
      expect(svg).toContain(DIAGRAM_FONT.split(',')[0]);
    }
    expect(light).not.toBe(dark);
    // Once drawn, the drawing is read back, size included.
    expect(await readDrawing(drawingsDir, key)).toEqual(drawn);
    expect(await renderer.render(source)).toEqual(drawn);
  });

  it("rejects an invalid diagram with Mermaid's message and line", { timeout: 90_000 }, async () => {
    const error = await renderer
      .render('sequenceDiagram\n  accTitle: Broken\n  Alice->>: gm')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiagramSyntaxError);
    expect((error as DiagramSyntaxError).message).toMatch(/Parse error on line 3/);
    expect((error as DiagramSyntaxError).line).toBe(3);
  });
});

describe('the renderer without Chromium', () => {
  const drawingsDir = mkdtempSync(path.join(tmpdir(), 'vx-diagrams-'));
  const renderer = createDiagramRenderer({ drawingsDir, chromiumPath: NO_CHROMIUM });
  afterAll(async () => {
    await renderer.close();
    rmSync(drawingsDir, { recursive: true, force: true });
  });

  it('reads a diagram from its drawing, and only from the drawing of its own key', async () => {
    const [first] = collectDiagrams(SITE_DIR);
    for (const file of Object.values(drawingFiles(DRAWINGS_DIR, first.key))) copyFileSync(file, path.join(drawingsDir, path.basename(file)));
    const drawn = await renderer.render(first.source);
    expect(drawn.key).toBe(first.key);
    expect(drawn.width).toBeGreaterThan(0);
    const changed = await renderer.render(`${first.source}\n`).catch((caught: unknown) => caught);
    expect(changed).toBeInstanceOf(ChromiumMissingError);
    expect((changed as Error).message).toBe(`diagrams/ has no drawing of it, and drawing one needs Chromium (none at ${NO_CHROMIUM}).`);
  });
});
