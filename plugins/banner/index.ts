import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { resolveBannerExtras, type ThemeExtras } from '../../src/theme-extras';
import { bannerKey, isBannerDismissable } from '../../src/utils/banner';
import { STORAGE_KEYS } from '../../src/utils/storage';
import { bannerScript, bannerStyle } from './inlineScript';
import { validateBannerThemeConfig } from './options';

/**
 * The site banner's build-time half (the bar itself is src/theme/AnnouncementBar):
 * validates `themeConfig.vx.banner`, publishes the height as a CSS variable,
 * and hides a dismissed banner before paint.
 */
export default function bannerPlugin(context: LoadContext): Plugin {
  return {
    name: 'vx-banner',
    injectHtmlTags() {
      const themeConfig = context.siteConfig.themeConfig as ThemeConfig & ThemeExtras;
      const bar = themeConfig.announcementBar;
      if (!bar?.content) return {};
      const extras = resolveBannerExtras(themeConfig.vx?.banner);
      const dismissable = isBannerDismissable(extras.dismissable, bar.isCloseable);
      return {
        headTags: [{ tagName: 'style', innerHTML: bannerStyle(extras.height) }],
        preBodyTags: dismissable
          ? [{ tagName: 'script', innerHTML: bannerScript({ storageKey: STORAGE_KEYS.banner, key: bannerKey(bar.content) }) }]
          : [],
      };
    },
  };
}

bannerPlugin.validateThemeConfig = validateBannerThemeConfig;
