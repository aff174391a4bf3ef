import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/**
 * Diagrams are drawn once, at build time, in Chromium: Mermaid measures text
 * in a real DOM, and doing it here spares every reader ~190 KB gzip of
 * Mermaid and the layout work. Each diagram becomes two SVG files (light and
 * dark) shown through <img>, so labels must be SVG text, not HTML.
 */

/**
 * Liberation Sans has Arial's metrics, so the boxes Mermaid measures here fit
 * the text on readers' machines (Arial, Helvetica or Liberation Sans).
 */
export const DIAGRAM_FONT = 'Arial, "Liberation Sans", Helvetica, sans-serif';

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

const MERMAID_THEMES: Record<Mode, string> = { light: 'neutral', dark: 'dark' };

/** Mermaid's options for one colour mode. */
export function mermaidConfig(mode: Mode): Record<string, unknown> {
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: MERMAID_THEMES[mode],
    fontFamily: DIAGRAM_FONT,
    // The dark theme's grey label boxes fail contrast (4.4:1); without a box
    // the labels sit on the page background, above AA in both modes.
    themeVariables: { edgeLabelBackground: 'transparent', fontFamily: DIAGRAM_FONT },
    // An <img> does not render HTML inside an SVG's foreignObject reliably.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    class: { htmlLabels: false },
    state: { htmlLabels: false },
  };
}

/** Where rendered diagrams are kept between builds. */
export const CACHE_DIR = path.resolve(__dirname, '../../node_modules/.cache/vx-diagrams');

const MERMAID_DIR = path.dirname(require.resolve('mermaid/package.json'));
const MERMAID_DIST = path.join(MERMAID_DIR, 'dist');

/**
 * A made-up origin the page loads Mermaid from (answered from node_modules):
 * the ES module build fetches only the chunks a diagram type needs, which
 * starts faster than evaluating the 3.5 MB single-file bundle.
 */
const ORIGIN = 'http://vx-diagrams.invalid';
const PAGE_HTML =
  '<!doctype html><html><body><script type="module">' +
  'import mermaid from "/mermaid.esm.min.mjs"; window.mermaid = mermaid;' +
  '</script></body></html>';

/** Bump when the SVG post-processing below changes, to invalidate the cache. */
const RENDERER_VERSION = 1;

export interface RenderedDiagram {
  /** Absolute paths of the SVG files. */
  files: Record<Mode, string>;
  width: number;
  height: number;
}

export interface DiagramRenderer {
  render(source: string): Promise<RenderedDiagram>;
}

/** Marks MDX output whose diagrams await Chromium (see uncachedPreview.cjs). */
export const PREVIEW_PENDING = 'vx-diagram-preview-needs-chromium';

/** Chromium is not installed where CHROMIUM_PATH points. */
export class ChromiumMissingError extends Error {
  constructor() {
    super(
      `Diagram preview needs Chromium: set CHROMIUM_PATH or run npm test once (no browser at ${CHROMIUM_PATH}).`,
    );
    this.name = 'ChromiumMissingError';
  }
}

/** Mermaid rejected the source; `line` counts from the diagram's first line. */
export class DiagramSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
    this.name = 'DiagramSyntaxError';
  }
}

let mermaidVersion: string | undefined;
async function cacheKey(source: string): Promise<string> {
  mermaidVersion ??= (JSON.parse(await readFile(path.join(MERMAID_DIR, 'package.json'), 'utf8')) as { version: string })
    .version;
  const options = JSON.stringify(MODES.map(mermaidConfig));
  return createHash('sha256')
    .update(`${RENDERER_VERSION}\0${mermaidVersion}\0${options}\0${source}`)
    .digest('hex')
    .slice(0, 20);
}

/** The line number Mermaid's parse errors mention ("Parse error on line 3", "line 3:"). */
export function errorLine(message: string): number | undefined {
  const match = /\bline[:\s]+(\d+)/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

interface PageResult {
  svg?: string;
  width?: number;
  height?: number;
  error?: string;
}

/** Runs in the page: renders one diagram and returns it as standalone SVG. */
async function renderInPage({ id, source, config }: { id: string; source: string; config: Record<string, unknown> }) {
  const mermaid = (window as unknown as { mermaid: any }).mermaid;
  mermaid.initialize(config);
  try {
    const { svg } = (await mermaid.render(id, source)) as { svg: string };
    const host = document.createElement('div');
    host.innerHTML = svg;
    const element = host.querySelector('svg')!;
    const box = (element.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
    const width = Math.ceil(box[2] ?? 0);
    const height = Math.ceil(box[3] ?? 0);
    if (!(width > 0 && height > 0)) return { error: 'Mermaid drew a diagram without a size (viewBox).' };
    // An <img> needs an intrinsic size; Mermaid sets a responsive one instead.
    element.setAttribute('width', String(width));
    element.setAttribute('height', String(height));
    element.style.removeProperty('max-width');
    if (!element.getAttribute('style')) element.removeAttribute('style');
    return { svg: new XMLSerializer().serializeToString(element), width, height };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    // A failed render leaves its scratch element behind.
    document.getElementById(`d${id}`)?.remove();
  }
}

/** Pages that each hold Mermaid; one render at a time per page (Mermaid's config is global). */
const PAGE_COUNT = 2;

class ChromiumRenderer implements DiagramRenderer {
  constructor(private readonly cacheDir: string) {}

  private browser: Promise<Browser> | undefined;
  private idle: Page[] = [];
  private waiting: ((page: Page) => void)[] = [];
  private pages = 0;
  private pending = new Map<string, Promise<RenderedDiagram>>();
  private active = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  render(source: string): Promise<RenderedDiagram> {
    return cacheKey(source).then((key) => {
      let result = this.pending.get(key);
      if (!result) {
        result = this.renderOnce(key, source);
        this.pending.set(key, result);
        // A failure is not cached: the next build (or dev edit) tries again.
        result.catch(() => this.pending.delete(key));
      }
      return result;
    });
  }

  private async renderOnce(key: string, source: string): Promise<RenderedDiagram> {
    const files = { light: path.join(this.cacheDir, `${key}-light.svg`), dark: path.join(this.cacheDir, `${key}-dark.svg`) };
    const meta = path.join(this.cacheDir, `${key}.json`);
    if (existsSync(meta) && MODES.every((mode) => existsSync(files[mode]))) {
      const { width, height } = JSON.parse(await readFile(meta, 'utf8')) as { width: number; height: number };
      return { files, width, height };
    }
    const results = {} as Record<Mode, PageResult>;
    this.active++;
    try {
      for (const mode of MODES) {
        results[mode] = await this.withPage((page) =>
          page.evaluate(renderInPage, { id: `vx-${key}-${mode}`, source, config: mermaidConfig(mode) }),
        );
        const error = results[mode].error;
        if (error !== undefined) throw new DiagramSyntaxError(error, errorLine(error));
      }
    } finally {
      this.active--;
      this.scheduleClose();
    }
    await mkdir(this.cacheDir, { recursive: true });
    for (const mode of MODES) await writeAtomically(files[mode], results[mode].svg!);
    // Both modes share one layout (same font, same text); the larger box is safe anyway.
    const width = Math.max(results.light.width!, results.dark.width!);
    const height = Math.max(results.light.height!, results.dark.height!);
    await writeAtomically(meta, JSON.stringify({ width, height }));
    return { files, width, height };
  }

  private async withPage<T>(task: (page: Page) => Promise<T>): Promise<T> {
    const page = await this.acquire();
    try {
      return await task(page);
    } finally {
      const next = this.waiting.shift();
      if (next) next(page);
      else this.idle.push(page);
    }
  }

  private async acquire(): Promise<Page> {
    clearTimeout(this.idleTimer);
    const page = this.idle.pop();
    if (page) return page;
    if (this.pages < PAGE_COUNT) {
      this.pages++;
      try {
        return await this.newPage();
      } catch (error) {
        this.pages--;
        throw error;
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private async newPage(): Promise<Page> {
    const browser = await this.launch();
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE_HTML });
      const file = path.join(MERMAID_DIST, path.normalize(pathname));
      if (!file.startsWith(MERMAID_DIST + path.sep) || !existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({ path: file, contentType: 'text/javascript' });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'mermaid' in window);
    return page;
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      if (!existsSync(CHROMIUM_PATH)) return Promise.reject(new ChromiumMissingError());
      this.browser = import('playwright-core').then(({ chromium }) =>
        chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
      );
      this.browser.catch(() => (this.browser = undefined));
    }
    return this.browser;
  }

  /**
   * The browser closes itself once no diagram has been rendered for a while,
   * so a dev server or a failed build never waits on it; a build closes it
   * at once in postBuild.
   */
  private scheduleClose() {
    clearTimeout(this.idleTimer);
    if (this.active > 0) return;
    this.idleTimer = setTimeout(() => void this.close(), 5000);
    this.idleTimer.unref();
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = undefined;
    this.idle = [];
    this.pages = 0;
    if (browser) await (await browser.catch(() => undefined))?.close();
  }
}

async function writeAtomically(file: string, content: string) {
  // Client and server compilations may write the same file at once.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** A renderer with its own browser and cache (tests); builds share `diagramRenderer()`. */
export function createDiagramRenderer(cacheDir: string): DiagramRenderer & { close(): Promise<void> } {
  return new ChromiumRenderer(cacheDir);
}

let shared: ChromiumRenderer | undefined;

/** The renderer of this process: one browser, launched on the first diagram. */
export function diagramRenderer(): DiagramRenderer {
  shared ??= new ChromiumRenderer(CACHE_DIR);
  return shared;
}

export async function closeDiagramRenderer(): Promise<void> {
  await shared?.close();
}
