import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { MODES, mermaidConfig, type Mode } from '../../src/diagrams/mermaid';
import { parseSource, type SourceOptions } from '../page-sources/parseSource';

/**
 * The drawings of the site's diagrams are committed to the repository, in
 * `diagrams/`, so that a build only reads them and needs no browser. Each
 * diagram has two files, `<key>-light.svg` and `<key>-dark.svg`; the key is a
 * hash of everything that decides how the drawing looks: the diagram's
 * source, Mermaid's version, the options Mermaid draws with and what the
 * renderer does to its SVG. Change any of them and the diagram needs a new
 * drawing (`npm run diagrams`); the old one becomes an orphan, which the same
 * command deletes.
 */
export const DRAWINGS_DIR = path.resolve(__dirname, '../../diagrams');

/** The one file in `diagrams/` that is no drawing. */
export const DRAWINGS_README = 'README.md';

/** Bump when render.ts changes what it does to Mermaid's SVG: every diagram then needs a new drawing. */
export const RENDERER_VERSION = 1;

/** The folders, under the site, of the Markdown and MDX files the build compiles. */
export const CONTENT_DIRS = ['docs', 'versioned_docs', 'src/pages'];

export const MERMAID_PACKAGE = require.resolve('mermaid/package.json');

let mermaidVersion: string | undefined;

/** The key of a diagram's drawing. */
export function diagramKey(source: string): string {
  mermaidVersion ??= (JSON.parse(readFileSync(MERMAID_PACKAGE, 'utf8')) as { version: string }).version;
  const options = JSON.stringify(MODES.map(mermaidConfig));
  return createHash('sha256')
    .update(`${RENDERER_VERSION}\0${mermaidVersion}\0${options}\0${source}`)
    .digest('hex')
    .slice(0, 20);
}

export function drawingFiles(dir: string, key: string): Record<Mode, string> {
  return { light: path.join(dir, `${key}-light.svg`), dark: path.join(dir, `${key}-dark.svg`) };
}

export interface Drawing {
  key: string;
  /** Absolute paths of the SVG files. */
  files: Record<Mode, string>;
  width: number;
  height: number;
}

/** The size an SVG declares on its root element (the renderer sets it: an <img> needs one). */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** A diagram's drawing in `dir`, or undefined while it has none. */
export async function readDrawing(dir: string, key: string): Promise<Drawing | undefined> {
  const files = drawingFiles(dir, key);
  const svgs = await Promise.all(MODES.map((mode) => readFile(files[mode], 'utf8').catch(() => undefined)));
  if (svgs.some((svg) => svg === undefined)) return undefined;
  const sizes = MODES.map((mode, index) => {
    const size = svgSize(svgs[index]!);
    if (!size) {
      throw new Error(`${path.basename(files[mode])} in diagrams/ declares no width and height: delete it and run npm run diagrams.`);
    }
    return size;
  });
  // Both modes share one layout (same font, same text); the larger box is safe anyway.
  return {
    key,
    files,
    width: Math.max(...sizes.map((size) => size.width)),
    height: Math.max(...sizes.map((size) => size.height)),
  };
}

/** A ```mermaid block of a page. */
export interface DiagramSource {
  /** The page's file, relative to the site, with forward slashes. */
  file: string;
  /** Line of the opening fence. */
  line: number;
  source: string;
  key: string;
}

/**
 * This site's Markdown settings: every file is MDX, and `future.v4` turns
 * every mdx1Compat option off. A fenced block's text depends on no other.
 */
export const SITE_SOURCE_OPTIONS: SourceOptions = {
  format: 'mdx',
  maintainCase: false,
  mdx1Compat: { comments: false, admonitions: false, headingIds: false },
};

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/i.test(name))
    .map((name) => path.join(dir, name))
    .sort();
}

/**
 * Every diagram of the site, read from the page sources with the parser
 * Docusaurus uses, so each block's text is the one the build draws.
 */
export function collectDiagrams(
  siteDir: string,
  optionsFor: (file: string) => SourceOptions = () => SITE_SOURCE_OPTIONS,
): DiagramSource[] {
  const found: DiagramSource[] = [];
  for (const dir of CONTENT_DIRS) {
    for (const file of markdownFiles(path.join(siteDir, dir))) {
      const tree = parseSource(readFileSync(file, 'utf8'), file, optionsFor(file), 'vx-diagrams');
      const relative = path.relative(siteDir, file).split(path.sep).join('/');
      visit(tree, 'code', (node: Code) => {
        if (node.lang !== 'mermaid') return;
        found.push({ file: relative, line: node.position?.start.line ?? 1, source: node.value, key: diagramKey(node.value) });
      });
    }
  }
  return found;
}

export interface DrawingAudit {
  /** Diagrams without both drawings, each place listed. */
  missing: DiagramSource[];
  /** Files of `dir` no diagram uses, by name. */
  orphans: string[];
}

/** What `diagrams/` lacks and what it holds in vain, for these diagrams. */
export function auditDrawings(dir: string, diagrams: DiagramSource[]): DrawingAudit {
  const present = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const wanted = new Set(diagrams.flatMap(({ key }) => MODES.map((mode) => `${key}-${mode}.svg`)));
  return {
    missing: diagrams.filter(({ key }) => MODES.some((mode) => !present.has(`${key}-${mode}.svg`))),
    orphans: [...present].filter((name) => !wanted.has(name) && name !== DRAWINGS_README).sort(),
  };
}
