import { describe, expect, it } from 'vitest';
import { themeModeScript, type ThemeModeScriptOptions } from '../../../../plugins/theme-mode/inlineScript';

const OPTIONS: ThemeModeScriptOptions = {
  storageKey: 'vocs.theme',
  switchable: true,
  followSystem: true,
  defaultMode: 'light',
};

interface Page {
  stored?: string;
  storageThrows?: boolean;
  systemDark?: boolean;
  /** The address's query string. */
  search?: string;
  /** What Docusaurus' own script left on <html> just before ours. */
  attributes?: Record<string, string>;
  classes?: string[];
}

/** Runs the inline script against a stand-in <html>, storage and matchMedia. */
function run(page: Page, options: ThemeModeScriptOptions = OPTIONS) {
  const attributes = new Map(Object.entries(page.attributes ?? {}));
  const classes = new Set(page.classes ?? []);
  let observer: { callback: () => void; options: MutationObserverInit } | undefined;
  const reads: string[] = [];
  const root = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    classList: {
      contains: (name: string) => classes.has(name),
      toggle: (name: string, force: boolean) => (force ? classes.add(name) : classes.delete(name), force),
    },
  };
  const storage = {
    getItem: (key: string) => {
      reads.push(key);
      return key === options.storageKey ? (page.stored ?? null) : null;
    },
  };
  const window = {
    get localStorage() {
      if (page.storageThrows) throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage;
    },
    location: { search: page.search ?? '' },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && Boolean(page.systemDark) }),
    MutationObserver: class {
      constructor(private readonly callback: () => void) {}
      observe(_target: unknown, init: MutationObserverInit) {
        observer = { callback: this.callback, options: init };
      }
    },
  };
  new Function('window', 'document', themeModeScript(options))(window, { documentElement: root });
  return {
    theme: attributes.get('data-theme'),
    choice: attributes.get('data-theme-choice'),
    classes,
    reads,
    observer,
    /** Something else (react-helmet, Docusaurus) rewrites <html>. */
    mutate(change: { theme?: string; className?: string }) {
      if (change.theme) attributes.set('data-theme', change.theme);
      if (change.className !== undefined) {
        classes.clear();
        change.className.split(' ').filter(Boolean).forEach((name) => classes.add(name));
      }
      observer?.callback();
    },
  };
}

describe('theme-mode inline script', () => {
  it('follows the system preference when nothing is stored', () => {
    expect(run({ systemDark: false })).toMatchObject({ theme: 'light', choice: 'system' });
    const dark = run({ systemDark: true });
    expect(dark).toMatchObject({ theme: 'dark', choice: 'system' });
    expect(dark.classes.has('dark')).toBe(true);
  });

  it('lets the stored choice win over the system and over what Docusaurus stored', () => {
    const page = run({ stored: 'light', systemDark: true, attributes: { 'data-theme': 'dark', 'data-theme-choice': 'dark' } });
    expect(page).toMatchObject({ theme: 'light', choice: 'light' });
    expect(page.classes.has('dark')).toBe(false);
    expect(run({ stored: 'dark', systemDark: false })).toMatchObject({ theme: 'dark', choice: 'dark' });
  });

  it("lets Docusaurus' ?docusaurus-theme= query parameter win, without storing it", () => {
    expect(run({ search: '?docusaurus-theme=dark', stored: 'light' })).toMatchObject({ theme: 'dark', choice: 'dark' });
    expect(run({ search: '?x=1&docusaurus-theme=light', systemDark: true })).toMatchObject({ theme: 'light' });
    expect(run({ search: '?docusaurus-theme=purple', stored: 'dark' })).toMatchObject({ theme: 'dark', choice: 'dark' });
    expect(run({ search: '?docusaurus-theme=purple', systemDark: false })).toMatchObject({ theme: 'light', choice: 'system' });
  });

  it('ignores a stored value that is not a theme', () => {
    expect(run({ stored: 'purple', systemDark: true })).toMatchObject({ theme: 'dark', choice: 'system' });
  });

  it('falls back to the system preference when storage throws', () => {
    expect(run({ storageThrows: true, systemDark: true })).toMatchObject({ theme: 'dark', choice: 'system' });
    expect(run({ storageThrows: true, systemDark: false })).toMatchObject({ theme: 'light', choice: 'system' });
  });

  it('uses the default mode when the system is not followed', () => {
    const page = run({ systemDark: true }, { ...OPTIONS, followSystem: false, defaultMode: 'dark' });
    expect(page).toMatchObject({ theme: 'dark', choice: 'dark' });
    expect(run({ systemDark: true }, { ...OPTIONS, followSystem: false })).toMatchObject({ theme: 'light' });
  });

  it('with a fixed colour scheme, reads no storage and mirrors what Docusaurus set', () => {
    const page = run({ stored: 'light', attributes: { 'data-theme': 'dark' } }, { ...OPTIONS, switchable: false });
    expect(page.reads).toEqual([]);
    expect(page.theme).toBe('dark');
    expect(page.classes.has('dark')).toBe(true);
  });

  it('keeps the dark class in step when <html> is rewritten later', () => {
    const page = run({ stored: 'dark', classes: ['plugin-docs'] });
    expect(page.observer?.options).toEqual({ attributes: true, attributeFilter: ['class', 'data-theme'] });
    page.mutate({ className: 'plugin-docs docs-doc-page' });
    expect([...page.classes]).toEqual(['plugin-docs', 'docs-doc-page', 'dark']);
    page.mutate({ theme: 'light' });
    expect(page.classes.has('dark')).toBe(false);
    page.mutate({ theme: 'dark' });
    expect(page.classes.has('dark')).toBe(true);
  });
});
