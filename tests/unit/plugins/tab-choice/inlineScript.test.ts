import { describe, expect, it } from 'vitest';
import { TAB_CHOICE_STYLE_ID, tabChoiceScript } from '../../../../plugins/tab-choice/inlineScript';
import { tabStorageKey } from '../../../../plugins/tab-choice';

interface FakeStyle {
  id: string;
  textContent: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Runs the inline script against a fake page; returns the style it appended, if any. */
function run(storage: { getItem(key: string): string | null }, { hasSupport = true } = {}): FakeStyle | undefined {
  const appended: FakeStyle[] = [];
  const css = hasSupport
    ? { escape: (value: string) => value.replace(/["\\ ]/g, (c) => `\\${c}`), supports: () => true }
    : { escape: (value: string) => value, supports: () => false };
  const document = {
    createElement: (): FakeStyle => ({
      id: '',
      textContent: '',
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    head: { appendChild: (style: FakeStyle) => appended.push(style) },
  };
  const window = {
    get localStorage() {
      return storage;
    },
    CSS: css,
  };
  new Function('window', 'document', tabChoiceScript({ storageKey: 'docusaurus.tab.sdk-387' }))(window, document);
  return appended[0];
}

describe('the pre-paint SDK tab script', () => {
  it('reads Docusaurus’ key for the group, namespace included', () => {
    expect(tabStorageKey('sdk', '-387')).toBe('docusaurus.tab.sdk-387');
    expect(tabStorageKey('sdk', '')).toBe('docusaurus.tab.sdk');
    const keys: string[] = [];
    run({ getItem: (key) => (keys.push(key), null) });
    expect(keys).toEqual(['docusaurus.tab.sdk-387']);
  });

  it('shows the stored tab in the code groups that have it, and names it for Tabs to remove', () => {
    const style = run({ getItem: () => 'React Native' })!;
    expect(style.id).toBe(TAB_CHOICE_STYLE_ID);
    expect(style.attributes['data-tab-value']).toBe('React Native');
    expect(style.textContent).toContain('.tabs-container:has(> .code-group[role=tablist] > [data-tab-value="React\\ Native"])');
    expect(style.textContent).toContain('[role=tabpanel][data-tab-value="React\\ Native"]{display:block}');
    expect(style.textContent).toContain('[role=tabpanel]:not([data-tab-value="React\\ Native"]){display:none}');
  });

  it('escapes a stored value, so it cannot end the selector or the rule', () => {
    const style = run({ getItem: () => 'x"]{}body{display:none' })!;
    expect(style.textContent).toContain('[data-tab-value="x\\"]{}body{display:none"]');
  });

  it('does nothing without a choice, when storage throws, or without :has() support', () => {
    expect(run({ getItem: () => null })).toBeUndefined();
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeUndefined();
    expect(run({ getItem: () => 'Kotlin' }, { hasSupport: false })).toBeUndefined();
  });
});
