/**
 * Our slice of `themeConfig`, beside Docusaurus' own keys. docusaurus.config.ts
 * checks it with `satisfies Preset.ThemeConfig & ThemeExtras`; components read
 * it only through useThemeExtras() (src/hooks/useThemeExtras.ts).
 */

/** The networks the top bar has icons for (spec §2.7). */
export type SocialIcon = 'discord' | 'github' | 'telegram' | 'warpcast' | 'x';

export interface SocialLink {
  icon: SocialIcon;
  /** Accessible name of the icon link, e.g. "GitHub". */
  label: string;
  link: string;
}

export interface ThemeExtras {
  /** Icon links at the right of the top bar; each opens in a new tab. */
  socials?: SocialLink[];
}
