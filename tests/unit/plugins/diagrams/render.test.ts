import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIAGRAM_FONT, DiagramSyntaxError, createDiagramRenderer } from '../../../../plugins/diagrams/render';

// Real Chromium renders into an empty cache: the rest of the plugin is tested with a stand-in.
describe('the Chromium diagram renderer', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'vx-diagrams-'));
  const renderer = createDiagramRenderer(cacheDir);
  afterAll(async () => {
    await renderer.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('draws standalone SVGs for both modes, sized, with SVG text labels', { timeout: 90_000 }, async () => {
    const source = 'flowchart LR\n  accTitle: Test render\n  A[Alice] -- says gm --> B[Bob]';
    const drawn = await renderer.render(source);
    expect(readdirSync(cacheDir).sort()).toHaveLength(3);
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
    // A second request for the same source comes from the cache.
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
