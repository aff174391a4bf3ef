import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drawingFiles, type DiagramSource } from '../../../../plugins/diagrams/drawings';
import { ChromiumMissingError, DiagramSyntaxError, type DiagramRenderer } from '../../../../plugins/diagrams/render';
import { updateDrawings } from '../../../../plugins/diagrams/updateDrawings';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const diagram = (key: string, file: string, line: number, source = `graph TD\n  accTitle: ${key}`): DiagramSource => ({ file, line, source, key });

/** Draws by writing the two files, as Chromium would; fails for sources it is told to. */
function stubRenderer(failures: Record<string, Error> = {}): DiagramRenderer & { drawn: string[] } {
  const drawn: string[] = [];
  return {
    drawn,
    async render(source) {
      const key = /accTitle: (\w+)/.exec(source)![1];
      if (failures[key]) throw failures[key];
      drawn.push(key);
      const files = drawingFiles(dir, key);
      for (const file of Object.values(files)) await writeFile(file, '<svg width="1" height="1"/>');
      return { key, files, width: 1, height: 1 };
    },
  };
}

describe('updateDrawings (npm run diagrams)', () => {
  it('draws each missing diagram once, deletes what no diagram uses, leaves the rest', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vx-update-'));
    for (const name of ['kept-light.svg', 'kept-dark.svg', 'gone-light.svg', 'gone-dark.svg', 'half-light.svg', 'README.md']) {
      writeFileSync(path.join(dir, name), '<svg width="1" height="1"/>');
    }
    const renderer = stubRenderer();
    const result = await updateDrawings(
      dir,
      [diagram('kept', 'docs/a.mdx', 3), diagram('half', 'docs/a.mdx', 9), diagram('fresh', 'docs/b.mdx', 1), diagram('fresh', 'docs/c.mdx', 5)],
      renderer,
    );
    expect(result).toEqual({ drawn: ['fresh', 'half'], alreadyDrawn: 1, deleted: ['gone-dark.svg', 'gone-light.svg'], failures: [] });
    expect(renderer.drawn.sort()).toEqual(['fresh', 'half']);
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'fresh-dark.svg', 'fresh-light.svg', 'half-dark.svg', 'half-light.svg', 'kept-dark.svg', 'kept-light.svg']);
  });

  it('names the file and line of each diagram it cannot draw, and still deletes orphans', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vx-update-'));
    writeFileSync(path.join(dir, 'gone-light.svg'), '');
    const renderer = stubRenderer({
      nochrome: new ChromiumMissingError('/nowhere/chromium'),
      broken: new DiagramSyntaxError('Parse error on line 2:\n...\nExpecting NODE', 2),
    });
    const result = await updateDrawings(
      dir,
      [diagram('nochrome', 'docs/a.mdx', 3), diagram('nochrome', 'docs/b.mdx', 7), diagram('broken', 'docs/c.mdx', 10)],
      renderer,
    );
    expect(result.drawn).toEqual([]);
    expect(result.deleted).toEqual(['gone-light.svg']);
    expect(result.failures).toEqual([
      'docs/a.mdx:3: no Chromium at /nowhere/chromium to draw it',
      'docs/b.mdx:7: no Chromium at /nowhere/chromium to draw it',
      // The fence is line 10, so Mermaid's line 2 is line 12.
      'docs/c.mdx:12: Parse error on line 2:\n...\nExpecting NODE',
    ]);
    expect(readdirSync(dir)).toEqual([]);
  });
});
