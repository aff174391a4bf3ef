import { useThemeConfig } from '@docusaurus/theme-common';
import { resolveBannerExtras, type ResolvedBannerExtras, type ThemeExtras } from '@site/src/theme-extras';

/** Our themeConfig slice (src/theme-extras.ts), with defaults applied. */
export function useThemeExtras(): { readonly banner: ResolvedBannerExtras } {
  const { vx } = useThemeConfig() as ReturnType<typeof useThemeConfig> & ThemeExtras;
  return { banner: resolveBannerExtras(vx?.banner) };
}
