import { describe, expect, it } from 'vitest';
import type { HtmlTagObject, LoadContext } from '@docusaurus/types';
import themeModePlugin from '../../../../plugins/theme-mode';

function scriptFor(colorMode: Record<string, unknown>): string {
  const context = { siteConfig: { themeConfig: { colorMode } } } as unknown as LoadContext;
  const tags = themeModePlugin(context).injectHtmlTags!({ content: undefined });
  expect(tags.headTags ?? []).toEqual([]);
  const [tag] = tags.preBodyTags as HtmlTagObject[];
  expect(tag.tagName).toBe('script');
  return String(tag.innerHTML);
}

describe('theme-mode plugin', () => {
  it('injects its script at the top of <body>, after the preset theme, reading vocs.theme', () => {
    const script = scriptFor({ respectPrefersColorScheme: true, disableSwitch: false, defaultMode: 'light' });
    expect(script).toContain('"vocs.theme"');
    expect(script).toContain('prefers-color-scheme: dark');
  });

  it('reads no stored choice when the colour scheme is fixed', () => {
    const script = scriptFor({ respectPrefersColorScheme: false, disableSwitch: true, defaultMode: 'dark' });
    expect(script).not.toContain('localStorage');
  });
});
