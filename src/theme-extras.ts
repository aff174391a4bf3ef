/**
 * Our `themeConfig` slice: options the spec (§3 site config) has and
 * Docusaurus' own theme config has no place for. It lives under one key,
 * `themeConfig.vx`, because Docusaurus' schemas reject unknown keys inside
 * their own objects (`announcementBar` included) but let a theme keep a
 * top-level slice of its own.
 *
 * `docusaurus.config.ts` checks it with `satisfies Preset.ThemeConfig & ThemeExtras`;
 * the plugin that uses a part validates it with Joi (plugins/banner/options.ts)
 * and fills in the defaults below; the client reads it through useThemeExtras().
 * Isomorphic: no Node, DOM or Docusaurus imports.
 */

/** The networks the top bar has icons for (spec §2.7). */
export type SocialIcon = 'discord' | 'github' | 'telegram' | 'warpcast' | 'x';

export interface SocialLink {
  readonly icon: SocialIcon;
  /** Accessible name of the icon link, e.g. "GitHub". */
  readonly label: string;
  readonly link: string;
}

/** Vocs' banner height. */
export const DEFAULT_BANNER_HEIGHT = '36px';

/** The banner fields Docusaurus' `announcementBar` lacks (spec §3 banner). */
export interface BannerExtras {
  /**
   * The bar's height on wide screens, as a CSS length; on narrow screens it
   * grows to fit wrapped text. Published as `--vx-banner-height`.
   * @default '36px'
   * @example '40px'
   */
  readonly height?: string;
  /**
   * Whether readers can dismiss the banner. The dismiss button shows unless
   * this is `false` or the string `'false'` (spec §2.10). A dismissal lasts
   * until the banner's content changes.
   * @default true
   */
  readonly dismissable?: boolean | 'true' | 'false';
}

export interface ThemeExtras {
  readonly vx?: {
    /** Extra fields for `themeConfig.announcementBar`, our site banner. */
    readonly banner?: BannerExtras;
    /** Icon links at the right of the top bar; each opens in a new tab. */
    readonly socials?: readonly SocialLink[];
  };
}

export interface ResolvedBannerExtras {
  readonly height: string;
  readonly dismissable: boolean | 'true' | 'false';
}

/** The banner extras with defaults; the plugin's Joi schema applies the same ones. */
export function resolveBannerExtras(extras: BannerExtras | undefined): ResolvedBannerExtras {
  return {
    height: extras?.height ?? DEFAULT_BANNER_HEIGHT,
    dismissable: extras?.dismissable ?? true,
  };
}
