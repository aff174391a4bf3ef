/**
 * Every name this site puts under src/theme, which Docusaurus serves as
 * `@theme/<name>` in place of the theme's own: what we took over, how, and
 * how safe Docusaurus says that is. Modelled on theme-classic's
 * getSwizzleConfig (whose statuses `status` repeats) and on Starlight's list
 * of overridable components.
 *
 * tests/unit/theme/swizzles.test.ts holds this list to the installed
 * Docusaurus: every file under src/theme has its entry and every entry its
 * file; every shadowed name still exists upstream (theme-classic, or core's
 * fallback theme), since a renamed component would leave our file silently
 * unused; every `status` equals getSwizzleConfig()'s for the action we took
 * (a name it does not list is "unsafe"); every `internals` entry is what the
 * file imports from @docusaurus/theme-common/internal, and still exported
 * there; and an upgrade past `writtenAgainst`'s minor version lists the
 * unsafe entries to review. README "Upgrading Docusaurus" says what to do
 * when it fails.
 *
 * The files' header comments say why in more words; they do not restate
 * the status, which lives here only.
 */

/** `own`: our component in place of the theme's (like an eject, but none of its code); `wrap`: the theme's, imported from `@theme-original` and extended; `created`: a module of ours with no upstream counterpart (a helper beside a shadow, reachable as `@theme/…` too). */
export type SwizzleKind = 'own' | 'wrap' | 'created';

/** Docusaurus' word for the action: `safe` within a major version, `unsafe` may change in any minor release, `forbidden` by the CLI (a manual wrap Docusaurus documents). */
export type SwizzleStatus = 'safe' | 'unsafe' | 'forbidden';

/** Where the shadowed component comes from. */
export type SwizzleSource = 'theme-classic' | 'core-fallback' | 'none';

export interface Swizzle {
  kind: SwizzleKind;
  source: SwizzleSource;
  /** getSwizzleConfig()'s status for `eject` (kind `own`) or `wrap` (kind `wrap`); unlisted names are `unsafe`. */
  status: SwizzleStatus | 'n/a';
  /** The Docusaurus version the file was last checked against. */
  writtenAgainst: string;
  why: string;
  /** Names the file imports from @docusaurus/theme-common/internal (no semver promise at all). */
  internals: readonly string[];
}

const V = '3.10.2';

export const SWIZZLES: Readonly<Record<string, Swizzle>> = {
  'Admonition/Types': {
    kind: 'wrap',
    source: 'theme-classic',
    status: 'forbidden',
    writtenAgainst: V,
    why: 'Adds the :::success callout to the stock types (the manual wrap Docusaurus documents for admonition types).',
    internals: [],
  },
  AnnouncementBar: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's banner: a height option, a dismissable switch, and a dismissal tied to the content so a new banner shows again.",
    internals: ['useAnnouncementBar'],
  },
  BackToTopButton: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "Nothing: the curtain's Top button is the way back up, and the stock button's scroll listener ran on every page.",
    internals: [],
  },
  CodeBlock: {
    kind: 'own',
    source: 'theme-classic',
    status: 'safe',
    writtenAgainst: V,
    why: 'Draws code highlighted at build time; the stock block ships Prism and tokenises every block again in the browser.',
    internals: [],
  },
  ColorModeToggle: {
    kind: 'own',
    source: 'theme-classic',
    status: 'safe',
    writtenAgainst: V,
    why: "The spec's two-state toggle (light, dark), saved where the inline theme script reads it.",
    internals: [],
  },
  DocBreadcrumbs: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'The same breadcrumb trail as our docs pages on the stock generated-index page.',
    internals: [],
  },
  'DocCard/Layout': {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "Cards in our design, with whole titles and descriptions (the stock card cuts both to a line); DocCard picks what they show.",
    internals: ['extractLeadingEmoji'],
  },
  DocCategoryGeneratedIndexPage: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'Generated-index pages in our docs layout, with the curtain, so a phone reader can open the sidebar there.',
    internals: [],
  },
  'DocItem/Footer': {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's page footer: tags, \"Last updated\" in the reader's time zone and the edit link, in our layout.",
    internals: [],
  },
  'DocItem/Layout': {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's page layouts from front matter (layout, showSidebar, showOutline…) and the curtain change what a page is made of.",
    internals: [],
  },
  'DocItem/Metadata': {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'No "undefined" description, the Markdown twin link, and front-matter keywords read back from the server HTML.',
    internals: [],
  },
  'DocItem/Metadata/serverKeywords': {
    kind: 'created',
    source: 'none',
    status: 'n/a',
    writtenAgainst: V,
    why: "DocItem/Metadata's helper: the keywords meta tag of the server's HTML.",
    internals: [],
  },
  DocPaginator: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's previous/next cards and their keyboard shortcuts, also on generated-index pages.",
    internals: [],
  },
  DocSidebar: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's sidebar: its active rule (path prefixes, customProps.match), the back link and section behaviour.",
    internals: [],
  },
  DocVersionBadge: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'The same version badge as our docs pages on the stock generated-index page.',
    internals: [],
  },
  DocVersionBanner: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'The same version banner as our docs pages on the stock generated-index page.',
    internals: [],
  },
  EditThisPage: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'Our wording and icon, opening GitHub in a new tab, for any other user of the component.',
    internals: [],
  },
  Error: {
    kind: 'own',
    source: 'core-fallback',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The last resort when the layout fails: the spec's message, with the layout if it can render, never a blank page.",
    internals: [],
  },
  ErrorPageContent: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "A page that fails to render shows the spec's message in the usual chrome, with a way to retry and a way home.",
    internals: [],
  },
  Footer: {
    kind: 'own',
    source: 'theme-classic',
    status: 'safe',
    writtenAgainst: V,
    why: "The spec's centred footer rows, with the copyright closing the licence row; still reads themeConfig.footer.",
    internals: [],
  },
  Loading: {
    kind: 'own',
    source: 'core-fallback',
    status: 'unsafe',
    writtenAgainst: V,
    why: "A failed route download shows the site's error message; a long wait an announced spinner; smaller than the fallback.",
    internals: [],
  },
  MDXComponents: {
    kind: 'wrap',
    source: 'theme-classic',
    status: 'forbidden',
    writtenAgainst: V,
    why: 'Our MDX components are global, so writers use them without imports (the manual wrap Docusaurus documents).',
    internals: [],
  },
  Navbar: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "A plain bar around our top bar, without theme-classic's mobile drawer (about 15 KB on every page).",
    internals: ['useHideableNavbar'],
  },
  'Navbar/Content': {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's top bar and phone menu, drawing every navbar item type of themeConfig.navbar.items.",
    internals: [],
  },
  'NotFound/Content': {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's not-found wording and way home, then the pages the reader may have meant.",
    internals: [],
  },
  Root: {
    kind: 'own',
    source: 'core-fallback',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'State that must survive client-side navigation (the search dialog) and the live region that announces each page.',
    internals: [],
  },
  SiteMetadata: {
    kind: 'wrap',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'Adds the Open Graph card of the page, picked by path.',
    internals: [],
  },
  SkipToContent: {
    kind: 'own',
    source: 'theme-classic',
    status: 'safe',
    writtenAgainst: V,
    why: "Skips to the content area itself; the stock link focuses the first <main>, which on docs pages is the sidebar's neighbour.",
    internals: [],
  },
  TOC: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: "The spec's outline (title, rules, click pause, scroll debounce), which TOCItems and useTOCHighlight cannot give.",
    internals: [],
  },
  TabItem: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'A panel labelled by its tab, for the accessible tabs of @theme/Tabs.',
    internals: ['useTabs'],
  },
  Tabs: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'Tabs that follow focus (WAI-ARIA automatic activation) with labelled panels, on the theme\'s tab state (groupId, queryString).',
    internals: ['TabsProvider', 'sanitizeTabsChildren', 'useScrollPositionBlocker', 'useTabs', 'useTabsContextValue'],
  },
  'Tabs/ids': {
    kind: 'created',
    source: 'none',
    status: 'n/a',
    writtenAgainst: V,
    why: "Tabs' helper: the id prefix a tab group shares with its panels.",
    internals: [],
  },
  Tag: {
    kind: 'own',
    source: 'theme-classic',
    status: 'unsafe',
    writtenAgainst: V,
    why: 'Tags on the stock tag pages as the same pill our docs pages show.',
    internals: [],
  },
};
