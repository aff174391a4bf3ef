import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { MERMAID_MODULE, MODES, mermaidConfig, type Mode } from '../../src/diagrams/mermaid';
import { DRAWINGS_DIR, diagramKey, drawingFiles, readDrawing, type Drawing } from './drawings';

/**
 * Diagrams are drawn in Chromium, not in readers' browsers: Mermaid measures
 * text in a real DOM, and doing it here spares every reader ~190 KB gzip of
 * Mermaid and the layout work. Each diagram becomes two SVG files (light and
 * dark), shown through <img>, so labels must be SVG text, not HTML. The
 * drawings are committed (drawings.ts): Chromium is only needed for a diagram
 * that has none yet.
 */

/** Mermaid's builds: the renderer's page and the preview of `npm start` load its ES module build from here. */
export const MERMAID_DIST = path.join(path.dirname(require.resolve('mermaid/package.json')), 'dist');

/**
 * A made-up origin the page loads Mermaid from (answered from node_modules):
 * the ES module build fetches only the chunks a diagram type needs, which
 * starts faster than evaluating the 3.5 MB single-file bundle.
 */
const ORIGIN = 'http://vx-diagrams.invalid';
const PAGE_HTML =
  '<!doctype html><html><body><script type="module">' +
  `import mermaid from "/${MERMAID_MODULE}"; window.mermaid = mermaid;` +
  '</script></body></html>';

export interface DiagramRenderer {
  /** The diagram's committed drawing, or, when it has none, a new one drawn in Chromium and saved beside them. */
  render(source: string): Promise<Drawing>;
}

/** Marks MDX output whose diagrams have no drawing yet, followed by the drawing's key (see drawingDependencies.cjs). */
export const PREVIEW_PENDING = 'vx-diagram-not-drawn:';

/** A diagram has no drawing, and there is no Chromium to draw it. */
export class ChromiumMissingError extends Error {
  constructor(readonly chromiumPath: string) {
    super(`diagrams/ has no drawing of it, and drawing one needs Chromium (none at ${chromiumPath}).`);
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
  constructor(
    private readonly drawingsDir: string,
    private readonly chromiumPath: string,
  ) {}

  private browser: Promise<Browser> | undefined;
  private idle: Page[] = [];
  private waiting: ((page: Page) => void)[] = [];
  private pages = 0;
  private pending = new Map<string, Promise<Drawing>>();
  private active = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  render(source: string): Promise<Drawing> {
    const key = diagramKey(source);
    let result = this.pending.get(key);
    if (!result) {
      result = this.readOrDraw(key, source);
      this.pending.set(key, result);
      // Nothing is remembered of a failure: the next build (or dev edit) tries again.
      result.catch(() => this.pending.delete(key));
    }
    return result;
  }

  private async readOrDraw(key: string, source: string): Promise<Drawing> {
    const committed = await readDrawing(this.drawingsDir, key);
    if (committed) return committed;
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
    const files = drawingFiles(this.drawingsDir, key);
    await mkdir(this.drawingsDir, { recursive: true });
    for (const mode of MODES) await writeAtomically(files[mode], results[mode].svg!);
    return (await readDrawing(this.drawingsDir, key))!;
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
      if (!existsSync(this.chromiumPath)) return Promise.reject(new ChromiumMissingError(this.chromiumPath));
      this.browser = import('playwright-core').then(({ chromium }) =>
        chromium.launch({ executablePath: this.chromiumPath, args: CHROMIUM_ARGS }),
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

export interface RendererOptions {
  /** Where the drawings are read from and new ones saved; `diagrams/` unless a test gives another. */
  drawingsDir?: string;
  chromiumPath?: string;
}

/** A renderer with its own browser (tests, `npm run diagrams`); the build shares `diagramRenderer()`. */
export function createDiagramRenderer(options: RendererOptions = {}): DiagramRenderer & { close(): Promise<void> } {
  return new ChromiumRenderer(options.drawingsDir ?? DRAWINGS_DIR, options.chromiumPath ?? CHROMIUM_PATH);
}

let shared: ChromiumRenderer | undefined;

/** The renderer of this process: one browser, launched on the first diagram that has no drawing. */
export function diagramRenderer(): DiagramRenderer {
  shared ??= new ChromiumRenderer(DRAWINGS_DIR, CHROMIUM_PATH);
  return shared;
}

export async function closeDiagramRenderer(): Promise<void> {
  await shared?.close();
}
