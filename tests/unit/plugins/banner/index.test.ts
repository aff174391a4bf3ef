import { describe, expect, it } from 'vitest';
import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import type { HtmlTagObject, LoadContext } from '@docusaurus/types';
import bannerPlugin from '../../../../plugins/banner';
import { bannerScript } from '../../../../plugins/banner/inlineScript';
import { validateBannerThemeConfig } from '../../../../plugins/banner/options';
import { bannerKey } from '../../../../src/utils/banner';
import type { ThemeExtras } from '../../../../src/theme-extras';

const validate = (themeConfig: Record<string, unknown>) =>
  validateBannerThemeConfig({ validate: normalizeThemeConfig, themeConfig } as never) as ThemeExtras &
    Record<string, unknown>;

describe('themeConfig.vx.banner validation', () => {
  it('fills in the defaults and leaves other keys alone', () => {
    const config = validate({ navbar: { title: 'x' }, vx: { other: 1 } });
    expect(config.vx).toEqual({ other: 1, banner: { height: '36px', dismissable: true } });
    expect(config.navbar).toEqual({ title: 'x' });
    expect(validate({}).vx?.banner).toEqual({ height: '36px', dismissable: true });
  });

  it("accepts a CSS length and dismissable as a boolean or 'true'/'false'", () => {
    expect(validate({ vx: { banner: { height: '2.5rem', dismissable: 'false' } } }).vx?.banner).toEqual({
      height: '2.5rem',
      dismissable: 'false',
    });
    expect(validate({ vx: { banner: { dismissable: false } } }).vx?.banner?.dismissable).toBe(false);
  });

  it('rejects a height that is not a length and an unknown dismissable', () => {
    expect(() => validate({ vx: { banner: { height: 'tall' } } })).toThrow(/CSS length/);
    expect(() => validate({ vx: { banner: { dismissable: 'no' } } })).toThrow();
    expect(() => validate({ vx: { banner: { colour: 'red' } } })).toThrow(/not allowed/);
  });
});

function tagsFor(themeConfig: Record<string, unknown>) {
  const context = { siteConfig: { themeConfig } } as unknown as LoadContext;
  const tags = bannerPlugin(context).injectHtmlTags!({ content: undefined });
  return { head: (tags.headTags ?? []) as HtmlTagObject[], body: (tags.preBodyTags ?? []) as HtmlTagObject[] };
}

describe('banner plugin', () => {
  const content = 'Hello <a href="https://xmtp.org/">xmtp.org</a>';

  it('publishes the height and marks a dismissed banner before paint', () => {
    const { head, body } = tagsFor({ announcementBar: { content }, vx: { banner: { height: '40px' } } });
    expect(head[0].innerHTML).toContain('--vx-banner-height:40px');
    expect(head[0].innerHTML).toContain('--docusaurus-announcement-bar-height:var(--vx-banner-height)');
    expect(body[0].innerHTML).toContain(JSON.stringify(bannerKey(content)));
  });

  it('adds no tags without a banner, and no script when it cannot be dismissed', () => {
    expect(tagsFor({})).toEqual({ head: [], body: [] });
    expect(tagsFor({ announcementBar: { content }, vx: { banner: { dismissable: 'false' } } }).body).toEqual([]);
    expect(tagsFor({ announcementBar: { content, isCloseable: false } }).body).toEqual([]);
  });
});

describe('banner inline script', () => {
  function run(stored: string | null | 'throws', key = 'abc') {
    const attributes = new Map<string, string>();
    const window = {
      get localStorage() {
        if (stored === 'throws') throw new DOMException('denied', 'SecurityError');
        return { getItem: (name: string) => (name === 'banner' ? stored : null) };
      },
    };
    const root = { setAttribute: (name: string, value: string) => void attributes.set(name, value) };
    new Function('window', 'document', bannerScript({ storageKey: 'banner', key }))(window, { documentElement: root });
    return attributes.get('data-banner-dismissed');
  }

  it('hides only the banner that was dismissed', () => {
    expect(run('abc')).toBe('true');
    expect(run('old-key')).toBeUndefined();
    expect(run(null)).toBeUndefined();
  });

  it('does nothing when storage throws', () => {
    expect(run('throws')).toBeUndefined();
  });
});
