import { useThemeConfig } from '@docusaurus/theme-common';
import type { ThemeExtras } from '@site/src/theme-extras';

/** Reads our keys of themeConfig (see src/theme-extras.ts). */
export function useThemeExtras(): ThemeExtras {
  return useThemeConfig() as ThemeExtras;
}
