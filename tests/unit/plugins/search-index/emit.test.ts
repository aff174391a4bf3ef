import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuiltIndex } from '../../../../plugins/search-index/buildIndex';
import { allSearchFiles, copySearchFiles, searchFiles, summaryLine, writeSearchFiles } from '../../../../plugins/search-index/emit';

const built = (hash: string, indexJson = '{"documentCount":2}'): BuiltIndex => ({
  indexJson,
  files: [
    { name: `terms-${hash}.json`, json: '{"index":[]}' },
    { name: `documents-${hash}.json`, json: '{"from":0,"documents":[]}' },
  ],
  textsJson: '["a","b"]',
  hash,
  pageCount: 1,
  sectionCount: 1,
});

describe('emit', () => {
  it('names both files after the hash, relative to the base URL', () => {
    expect(searchFiles('0123456789')).toEqual({
      indexFile: '.search/index-0123456789.json',
      textsFile: '.search/texts-0123456789.json',
    });
  });

  it('writes the files and removes those of earlier runs, leaving other files alone', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vx-emit-'));
    await writeSearchFiles(folder, [built('aaaaaaaaaa')]);
    await writeFile(path.join(folder, '.search', 'notes.txt'), 'keep me');
    const [files] = await writeSearchFiles(folder, [built('bbbbbbbbbb')]);
    expect((await readdir(path.join(folder, '.search'))).sort()).toEqual([
      'documents-bbbbbbbbbb.json',
      'index-bbbbbbbbbb.json',
      'notes.txt',
      'terms-bbbbbbbbbb.json',
      'texts-bbbbbbbbbb.json',
    ]);
    expect(await readFile(path.join(folder, files.indexFile), 'utf8')).toBe('{"documentCount":2}');
    expect(await readFile(path.join(folder, files.textsFile), 'utf8')).toBe('["a","b"]');
    expect(await readFile(path.join(folder, '.search/terms-bbbbbbbbbb.json'), 'utf8')).toBe('{"index":[]}');
  });

  it('copies the same bytes into the build', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vx-emit-'));
    const outDir = await mkdtemp(path.join(tmpdir(), 'vx-out-'));
    await writeSearchFiles(folder, [built('cccccccccc')]);
    await copySearchFiles(folder, outDir, [...allSearchFiles(built('cccccccccc')).keys()]);
    expect(await readFile(path.join(outDir, '.search/index-cccccccccc.json'), 'utf8')).toBe('{"documentCount":2}');
    expect(await readFile(path.join(outDir, '.search/texts-cccccccccc.json'), 'utf8')).toBe('["a","b"]');
    expect(await readFile(path.join(outDir, '.search/documents-cccccccccc.json'), 'utf8')).toBe('{"from":0,"documents":[]}');
  });

  it("writes one set of files per docs version side by side, sharing files both have, and keeps every version's on a rewrite", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vx-emit-'));
    const latest = built('1111111111', '{"documentCount":1}');
    const next = { ...built('2222222222', '{"documentCount":3}'), files: [...latest.files, { name: 'terms-3333333333.json', json: '{"index":[["new",{}]]}' }] };
    const names = await writeSearchFiles(folder, [latest, next]);
    expect(names).toEqual([searchFiles('1111111111'), searchFiles('2222222222')]);
    await writeSearchFiles(folder, [latest, next]);
    expect((await readdir(path.join(folder, '.search'))).sort()).toEqual([
      'documents-1111111111.json',
      'index-1111111111.json',
      'index-2222222222.json',
      'terms-1111111111.json',
      'terms-3333333333.json',
      'texts-1111111111.json',
      'texts-2222222222.json',
    ]);
    expect(await readFile(path.join(folder, names[1].indexFile), 'utf8')).toBe('{"documentCount":3}');
  });

  it('reports counts and the sizes of the index file and of the others, raw and gzipped', () => {
    const line = summaryLine(built('dddddddddd', JSON.stringify({ words: 'x'.repeat(4096) })));
    expect(line).toMatch(
      /^\[vx-search-index\] Indexed 1 pages and 1 sections \(index file 4\.0 KB, 0\.\d KB gzip; 2 term, lexicon and document files 0\.0 KB, 0\.\d KB gzip\)$/,
    );
    expect(summaryLine(built('eeeeeeeeee'), 'Next')).toMatch(/^\[vx-search-index\] Version Next: Indexed 1 pages/);
  });
});
