import { CODE_ROLES } from '../../src/code/tokenRoles';

/**
 * `themeConfig.prism.theme` and `darkTheme` as CSS. The site colours code
 * through CSS tokens (`--vx-code-<role>` in src/css/custom.css, one per role
 * of src/code/tokenRoles.ts) and sets an empty Prism theme; a site that
 * names a Prism theme (`prismThemes.github`, the Docusaurus template's) gets
 * its colours instead: each role takes the theme's style of the role's first
 * Prism type that the theme styles, else the theme's plain colour, and the
 * block its background. Written at build time (plugins/code), so the browser
 * still runs no highlighter.
 */

/** A Prism theme, as prism-react-renderer and Docusaurus define it. */
export interface PrismTheme {
  plain: Record<string, unknown>;
  styles: ReadonlyArray<{ types: readonly string[]; style: Record<string, unknown>; languages?: readonly string[] }>;
}

/** The style a theme gives each token type; later entries win, as in prism-react-renderer. */
function stylesByType(theme: PrismTheme): Map<string, Record<string, unknown>> {
  const byType = new Map<string, Record<string, unknown>>();
  // Language-specific entries apply to one language only; the roles are the same for all.
  for (const { types, style, languages } of Array.isArray(theme.styles) ? theme.styles : []) {
    if (languages && languages.length > 0) continue;
    for (const type of types) byType.set(type, { ...byType.get(type), ...style });
  }
  return byType;
}

function isEmpty(theme: PrismTheme | undefined): boolean {
  if (!theme) return true;
  const plain = theme.plain && !Array.isArray(theme.plain) ? theme.plain : {};
  return Object.keys(plain).length === 0 && (!Array.isArray(theme.styles) || theme.styles.length === 0);
}

/**
 * A theme value as a CSS value; undefined for an empty one or one that could
 * end its declaration or rule (a theme is config, but the CSS is loaded on
 * every page).
 */
const text = (value: unknown): string | undefined => {
  const css = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return css && !/[;{}<>\\\n]/.test(css) ? css : undefined;
};

/** One colour mode's rules, under `selector` (the mode's `html[data-theme=…]`). */
function modeCss(selector: string, theme: PrismTheme): string {
  const byType = stylesByType(theme);
  const plain = theme.plain && !Array.isArray(theme.plain) ? theme.plain : {};
  const plainColor = text(plain.color);
  const variables: string[] = [];
  const tokenRules: string[] = [];
  const background = text(plain.backgroundColor);
  if (background) variables.push(`--vx-code-bg: ${background};`);
  if (plainColor) variables.push(`--vx-code-text: ${plainColor};`);
  for (const role of CODE_ROLES) {
    const style = role.types.map((type) => byType.get(type)).find((found) => found !== undefined) ?? {};
    const color = text(style.color) ?? plainColor;
    if (color) variables.push(`--vx-code-${role.name}: ${color};`);
    const optional = (property: string, value: unknown) => {
      const css = text(value);
      return css ? [`${property}: ${css};`] : [];
    };
    const declarations = [
      // The theme decides the slant: our own comments are italic, its may not be.
      `font-style: ${text(style.fontStyle) ?? 'normal'};`,
      ...optional('font-weight', style.fontWeight),
      ...optional('opacity', style.opacity),
      ...optional('text-decoration-line', style.textDecorationLine),
    ];
    tokenRules.push(`${selector} .theme-code-block .${role.letter} { ${declarations.join(' ')} }`);
  }
  return [`${selector} {\n  ${variables.join('\n  ')}\n}`, ...tokenRules].join('\n');
}

/**
 * The CSS of a site's Prism themes, or '' when it sets none (an empty
 * `theme` and no `darkTheme`: the site's own tokens). As in Docusaurus, the
 * dark mode uses `darkTheme`, else `theme`.
 */
export function prismThemeCss(theme: PrismTheme | undefined, darkTheme: PrismTheme | undefined): string {
  const light = isEmpty(theme) ? undefined : theme;
  const dark = isEmpty(darkTheme) ? light : darkTheme;
  const parts = [
    ...(light ? [modeCss("html[data-theme='light']", light)] : []),
    ...(dark ? [modeCss("html[data-theme='dark']", dark)] : []),
  ];
  return parts.length > 0 ? `/* themeConfig.prism.theme and darkTheme, made by plugins/code. */\n${parts.join('\n')}\n` : '';
}
