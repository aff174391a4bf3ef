import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { STORAGE_KEYS } from '../../src/utils/storage';
import { isThemeSwitchable } from '../../src/utils/theme';
import { themeModeScript } from './inlineScript';

/**
 * Light/dark mode before first paint (spec §4): the reader's stored choice
 * (`vocs.theme`), else the system preference. Docusaurus' own script keeps its
 * choice under `theme-<namespace>` (future.v4 namespaces storage per site URL,
 * so it differs between builds); ours runs after it and sets the same
 * attributes from our key, so whatever Docusaurus stored can't win on reload.
 *
 * The tag goes in preBodyTags, not headTags: theme-classic puts its script
 * there too, and site plugins' tags are emitted after the preset's, which is
 * what makes ours run second. It still runs before any content is parsed.
 * One Docusaurus extra is given up: its `?docusaurus-theme=dark` query
 * parameter, which no page of ours links with, is overridden too.
 */
export default function themeModePlugin(context: LoadContext): Plugin {
  return {
    name: 'vx-theme-mode',
    injectHtmlTags() {
      const { colorMode } = context.siteConfig.themeConfig as ThemeConfig;
      const script = themeModeScript({
        storageKey: STORAGE_KEYS.theme,
        switchable: isThemeSwitchable(colorMode),
        followSystem: colorMode?.respectPrefersColorScheme ?? false,
        defaultMode: colorMode?.defaultMode === 'dark' ? 'dark' : 'light',
      });
      return { preBodyTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
