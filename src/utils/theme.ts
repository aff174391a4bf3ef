/**
 * The reader's light/dark choice (spec §4 Theme). The inline script of
 * plugins/theme-mode applies the initial theme before first paint; these
 * helpers serve the toggle after hydration and say the same thing.
 */
import { STORAGE_KEYS, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

/** Added to <html> in dark mode (spec §4), next to Docusaurus' data-theme. */
export const DARK_CLASS = 'dark';

/** A stored value, or null when it is missing or not a theme we know. */
export function parseTheme(value: string | null | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function nextTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/**
 * The toggle shows only when the site lets readers choose (spec §2.7): a fixed
 * colour scheme is Docusaurus' `themeConfig.colorMode.disableSwitch`.
 */
export function isThemeSwitchable(colorMode: { readonly disableSwitch?: boolean } | undefined): boolean {
  return colorMode?.disableSwitch !== true;
}

/** Remembers the choice for the next visit; a failing storage is ignored (spec §8). */
export function saveTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
}

/** Puts the `dark` class on or off the root element, touching it only when it differs. */
export function syncDarkClass(root: Pick<Element, 'classList'>, theme: Theme): void {
  const dark = theme === 'dark';
  if (root.classList.contains(DARK_CLASS) !== dark) root.classList.toggle(DARK_CLASS, dark);
}
