/**
 * The script that shows the reader's stored SDK tab before first paint. The
 * server renders every code group on its first tab; the app (which starts
 * after the first paint, see src/ssrTemplate.ts) then selects the stored tab,
 * so a reader who chose Kotlin saw JavaScript first and the page jump when
 * the taller or shorter Kotlin block replaced it. This script writes a
 * <style> that shows the stored tab's panel, and marks its tab, in every code
 * group that has one; @theme/Tabs removes it once React has selected that tab
 * itself (TAB_CHOICE_STYLE_ID).
 *
 * Small, dependency-free ES5, safe when storage throws; browsers without
 * `:has()` or CSS.escape keep today's behaviour.
 */
import { TAB_CHOICE_STYLE_ID } from '../../src/tabChoice';

export { TAB_CHOICE_STYLE_ID };

export interface TabChoiceScriptOptions {
  /** Docusaurus' storage key of the code groups' tab group, namespace included. */
  readonly storageKey: string;
}

export function tabChoiceScript({ storageKey }: TabChoiceScriptOptions): string {
  return `(function () {
  var value = null;
  try { value = window.localStorage.getItem(${JSON.stringify(storageKey)}); } catch (e) { return; }
  var css = window.CSS;
  if (!value || !css || !css.escape || !css.supports || !css.supports('selector(:has(*))')) return;
  var is = '="' + css.escape(value) + '"]';
  var group = '.tabs-container:has(> .code-group[role=tablist] > [data-tab-value' + is + ') ';
  var rules =
    group + '[role=tabpanel][data-tab-value' + is + '{display:block}' +
    group + '[role=tabpanel]:not([data-tab-value' + is + '){display:none}' +
    group + '[role=tab][data-tab-value' + is + '{color:var(--ifm-color-primary);border-bottom-color:var(--ifm-color-primary)}' +
    group + '[role=tab]:not([data-tab-value' + is + '){color:var(--vx-text-muted);border-bottom-color:transparent}';
  var style = document.createElement('style');
  style.id = ${JSON.stringify(TAB_CHOICE_STYLE_ID)};
  style.setAttribute('data-tab-value', value);
  style.textContent = rules;
  document.head.appendChild(style);
})();`;
}
