import { describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT, APP_SCRIPT_ATTRIBUTE, SSR_TEMPLATE } from '../../src/ssrTemplate';

/** Runs the loader against a stand-in page and reports what it added, and when. */
function runLoader(scriptUrls: string[]) {
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const document = {
    querySelector: (selector: string) => {
      expect(selector).toBe(`meta[name=${APP_SCRIPT_ATTRIBUTE}]`);
      return { content: scriptUrls.join(' ') };
    },
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return { src: '', async: true };
    },
    body: { appendChild: (script: { src: string; async: boolean }) => added.push({ ...script }) },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (callback: () => void, delay: number) => timers.push({ callback, delay });
  new Function('document', 'requestAnimationFrame', 'setTimeout', APP_LOADER_SCRIPT)(document, requestAnimationFrame, setTimeout);
  return { added, frames, timers };
}

describe('the app loader', () => {
  it('adds the app scripts, in order and executed in order, once the first frame has painted', () => {
    const { added, frames, timers } = runLoader(['/assets/js/framework.js', '/assets/js/runtime.js', '/assets/js/main.js']);
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    // The frame's own callback runs before paint; the timeout it sets runs after.
    const afterPaint = timers.find((timer) => timer.delay === 0);
    afterPaint?.callback();
    expect(added).toEqual([
      { src: '/assets/js/framework.js', async: false },
      { src: '/assets/js/runtime.js', async: false },
      { src: '/assets/js/main.js', async: false },
    ]);
  });

  it('starts anyway in a tab that paints no frames, and never twice', () => {
    const { added, timers } = runLoader(['/a.js']);
    const fallback = timers.find((timer) => timer.delay > 0);
    expect(fallback?.delay).toBeLessThanOrEqual(1000);
    fallback?.callback();
    fallback?.callback();
    expect(added).toEqual([{ src: '/a.js', async: false }]);
  });
});

describe('the page template', () => {
  it('lists the entry scripts in a meta element instead of loading them from the head', () => {
    expect(SSR_TEMPLATE).toContain(`<meta name="${APP_SCRIPT_ATTRIBUTE}" content="<%= it.scripts.map((src) => it.baseUrl + src).join(' ') %>">`);
    expect(SSR_TEMPLATE).not.toMatch(/<script[^>]*\ssrc=/);
    expect(SSR_TEMPLATE).not.toMatch(/rel="preload"/);
  });

  it('ends the body with the loader, after the app markup and the post-body tags', () => {
    const body = SSR_TEMPLATE.slice(SSR_TEMPLATE.indexOf('<body'));
    expect(body.indexOf('<%~ it.appHtml %>')).toBeLessThan(body.indexOf('<%~ it.postBodyTags %>'));
    expect(body.indexOf('<%~ it.postBodyTags %>')).toBeLessThan(body.indexOf(`<script>${APP_LOADER_SCRIPT}</script>`));
  });
});

describe('drift from the template Docusaurus would use', () => {
  // Core's own template (an internal module): ours is a copy with the scripts started after the first paint.
  const CORE_TEMPLATE = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
  const variables = (template: string) => [...new Set([...template.matchAll(/\bit\.(\w+)/g)].map(([, name]) => name))].sort();

  it("uses exactly the variables core's template uses: a new one (or a renamed one) fails here, naming it", async () => {
    let core: string;
    try {
      core = ((await import(CORE_TEMPLATE)) as { default: string }).default;
    } catch (error) {
      throw new Error(`${CORE_TEMPLATE} is gone from the installed Docusaurus: find its page template and compare it with src/ssrTemplate.ts (${String(error)})`);
    }
    expect(variables(SSR_TEMPLATE), "src/ssrTemplate.ts's variables against core's template").toEqual(variables(core));
    expect(SSR_TEMPLATE).toContain('<div id="__docusaurus"><%~ it.appHtml %></div>');
  });
});
