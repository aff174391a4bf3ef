/**
 * The script that sets the colour mode before first paint. It is inlined at
 * the top of <body>, after Docusaurus' own colour-mode script (which it
 * overrides, so the two can never disagree), and before any content or app
 * bundle. Kept small, dependency-free ES5, and safe when storage throws.
 *
 * The choice is, in order: Docusaurus' `?docusaurus-theme=dark|light` query
 * parameter (for a page shown in an iframe, say; not stored), the reader's
 * stored choice, then the system or the site's default mode.
 *
 * What it leaves on <html>:
 * - data-theme: 'light' | 'dark', the attribute Docusaurus' CSS and its
 *   ColorModeProvider read (the provider takes its first state from it after
 *   hydration, so React agrees with what was painted);
 * - data-theme-choice: the stored choice, or 'system' / the default mode when
 *   there is none (Docusaurus follows system changes only under 'system');
 * - the `dark` class of spec §4, kept equal to data-theme for the page's
 *   whole life by a MutationObserver: Docusaurus rewrites <html class> on
 *   every navigation (react-helmet) and changes data-theme on its own (system
 *   changes, other tabs), and the observer puts the class back before paint.
 */
import { DARK_CLASS } from '../../src/utils/theme';

export interface ThemeModeScriptOptions {
  /** Where the reader's choice is stored ('vocs.theme', spec §3). */
  readonly storageKey: string;
  /** False when the site fixes the colour scheme: stored choices are ignored. */
  readonly switchable: boolean;
  /** Without a stored choice: follow the system (true) or use defaultMode. */
  readonly followSystem: boolean;
  readonly defaultMode: 'light' | 'dark';
}

export function themeModeScript(options: ThemeModeScriptOptions): string {
  const { storageKey, switchable, followSystem, defaultMode } = options;
  const fallback = followSystem
    ? `window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'`
    : JSON.stringify(defaultMode);
  const apply = switchable
    ? `
  var stored = null;
  try { stored = new URLSearchParams(window.location.search).get('docusaurus-theme'); } catch (e) {}
  if (stored !== 'light' && stored !== 'dark') {
    try { stored = window.localStorage.getItem(${JSON.stringify(storageKey)}); } catch (e) {}
  }
  var choice = stored === 'light' || stored === 'dark' ? stored : null;
  root.setAttribute('data-theme', choice || (${fallback}));
  root.setAttribute('data-theme-choice', choice || ${JSON.stringify(followSystem ? 'system' : defaultMode)});`
    : '';
  const darkClass = JSON.stringify(DARK_CLASS);
  return `(function () {
  var root = document.documentElement;${apply}
  function sync() {
    var dark = root.getAttribute('data-theme') === 'dark';
    if (root.classList.contains(${darkClass}) !== dark) root.classList.toggle(${darkClass}, dark);
  }
  sync();
  if (window.MutationObserver) {
    new window.MutationObserver(sync).observe(root, { attributes: true, attributeFilter: ['class', 'data-theme'] });
  }
})();`;
}
