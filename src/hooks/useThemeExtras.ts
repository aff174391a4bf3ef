import { useThemeConfig } from '@docusaurus/theme-common';
import {
  resolveBannerExtras,
  type ResolvedBannerExtras,
  type SocialLink,
  type ThemeExtras,
} from '@site/src/theme-extras';

export interface ResolvedThemeExtras {
  readonly banner: ResolvedBannerExtras;
  readonly socials: readonly SocialLink[];
}

/** Our themeConfig slice (src/theme-extras.ts), with defaults applied. */
export function useThemeExtras(): ResolvedThemeExtras {
  const { vx } = useThemeConfig() as ReturnType<typeof useThemeConfig> & ThemeExtras;
  return { banner: resolveBannerExtras(vx?.banner), socials: vx?.socials ?? [] };
}
