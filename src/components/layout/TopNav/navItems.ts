import { translate } from '@docusaurus/Translate';
import type { GlobalDoc, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { isExternalUrl } from '@site/src/utils/links';
import { isActivePath, isCurrentPage } from '../Sidebar/sidebarItems';
import { versionMenu, versionMenuLabel, versionTarget } from '../VersionMenu/versionMenu';

/**
 * The top navigation, read from `themeConfig.navbar.items`, every item type
 * Docusaurus accepts there, resolved to plain data that the top bar (TopNav)
 * and the phone menu (MobileMenu) draw alike:
 *
 * - `link` (no type): `to` (a site path), `href` (used as written), `label`
 *   or `html`, `className`, `target`, `rel`, `prependBaseUrlToHref`, and
 *   `activeBasePath`/`activeBaseRegex` for where it is current;
 * - `dropdown` with sub-items of the types below but dropdowns;
 * - `doc` (its doc, in the version the reader is on, else the one they chose,
 *   else the latest; current on it and anywhere in its sidebar), `docSidebar`
 *   (its sidebar's first page; current anywhere in the sidebar), `docsVersion`;
 * - `docsVersionDropdown` (our version menu, placed there) and
 *   `localeDropdown` (the same page in each locale);
 * - `html`, `search` (the search button, placed there), and `custom-*` types,
 *   drawn by @theme/NavbarItem/ComponentTypes.
 *
 * Docusaurus validates the config first: an unknown type never gets here
 * ("Bad navbar item type"). Resolution is pure (the hook useTopNav gathers
 * what it reads), so it is unit-tested.
 */

/** `aria-current`: `page` on the link's own page, `true` in its section, `false` for the other choices of a switcher. */
export type Current = 'page' | boolean;

export interface TopNavLink {
  kind: 'link';
  id: string;
  label: string;
  /** An HTML label (`html` in the config), drawn instead of `label`. */
  html?: string;
  /** A site path: the app follows it. */
  to?: string;
  /** An address used as written: other sites, another locale's pages. */
  href?: string;
  target?: string;
  rel?: string;
  className?: string;
  /** The language of the page it leads to (the locale menu). */
  lang?: string;
  current?: Current;
  /** A full page load (another locale is another app), never the app's router. */
  reload?: boolean;
  /** Runs when the reader follows the link. */
  onFollow?: () => void;
}

export interface TopNavHtml {
  kind: 'html';
  id: string;
  /** The writer's HTML, as written in the config. */
  value: string;
  className?: string;
}

/** A `custom-*` item: the writer's own component, from @theme/NavbarItem/ComponentTypes. */
export interface TopNavCustom {
  kind: 'custom';
  id: string;
  type: string;
  props: Record<string, unknown>;
}

export type TopNavEntry = TopNavLink | TopNavHtml | TopNavCustom;

export interface TopNavMenu {
  kind: 'menu';
  id: string;
  label: string;
  html?: string;
  /** A fuller name (`Version: 1.0` for `1.0`): the trigger's accessible name, and its text in the phone menu. */
  fullLabel?: string;
  /** Where the label leads, when the dropdown has a page of its own (`to`). */
  to?: string;
  className?: string;
  /** The locale menu carries a language icon before its label. */
  icon?: 'language';
  /** One of its entries is current. */
  current?: boolean;
  items: TopNavEntry[];
}

/** Where `type: 'search'` puts the search button. */
export interface TopNavSearch {
  kind: 'search';
  id: string;
  className?: string;
}

export type TopNavItem = TopNavEntry | TopNavMenu | TopNavSearch;

/** The items on each side of the bar: `position: 'left'` after the logo, `right` before search. */
export interface TopNavItems {
  left: TopNavItem[];
  right: TopNavItem[];
  /** A `search` item placed the search button; otherwise it keeps its own place. */
  placesSearch: boolean;
}

/** A navbar item as `themeConfig.navbar.items` holds it after Docusaurus validated it. */
export interface NavbarItemConfig {
  type?: string;
  position?: 'left' | 'right';
  label?: string;
  html?: string;
  className?: string;
  to?: string;
  href?: string;
  target?: string;
  rel?: string;
  prependBaseUrlToHref?: boolean;
  activeBasePath?: string;
  activeBaseRegex?: string;
  items?: NavbarItemConfig[];
  value?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  versions?: string[] | Record<string, { label?: string }>;
  dropdownItemsBefore?: NavbarItemConfig[];
  dropdownItemsAfter?: NavbarItemConfig[];
  dropdownActiveClassDisabled?: boolean;
  queryString?: string;
  [key: string]: unknown;
}

/** What the docs plugin says about one docs instance, for the reader's address. */
export interface DocsNavContext {
  activeDoc?: GlobalDoc;
  activeVersion?: GlobalVersion;
  alternateDocVersions: Record<string, GlobalDoc>;
  /** The versions a doc or sidebar item may mean, best first: the page's, the reader's choice, the latest. */
  candidates: readonly GlobalVersion[];
  /** Every version, newest first. */
  versions: readonly GlobalVersion[];
  /** The version the version menu names (see useTopNav). */
  shownVersion: GlobalVersion;
  choose: (versionName: string) => void;
}

export interface LocaleNavContext {
  current: string;
  locales: readonly { locale: string; label: string; lang?: string }[];
  /** The current page in `locale`, with the reader's query, `queryString` and hash. */
  hrefOf: (locale: string, queryString: string | undefined) => string;
}

export interface NavContext {
  /** The address's path, base path included, as the router has it. */
  pathname: string;
  /** The page's `?query#hash`, kept by the version menu. */
  suffix: string;
  withBaseUrl: (path: string, options?: { forcePrependBaseUrl?: boolean }) => string;
  /** By docs plugin id (`default` for the site's docs). */
  docs: Record<string, DocsNavContext>;
  locale: LocaleNavContext;
}

export const DEFAULT_DOCS_PLUGIN_ID = 'default';

/** Above this many items the top bar tightens its spacing (spec §2.7, §9). */
export const SPACIOUS_NAV_MAX_ITEMS = 3;

/** The docs plugin ids the items name: the hook asks the docs plugin about each. */
export function docsPluginIdsOf(config: readonly NavbarItemConfig[]): string[] {
  const ids = new Set<string>([DEFAULT_DOCS_PLUGIN_ID]);
  const visit = (item: NavbarItemConfig) => {
    if (item.docsPluginId) ids.add(item.docsPluginId);
    [...(item.items ?? []), ...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])].forEach(visit);
  };
  config.forEach(visit);
  return [...ids];
}

function docsOf(item: NavbarItemConfig, context: NavContext): DocsNavContext {
  const id = item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
  const docs = context.docs[id];
  if (!docs) throw new Error(`The navbar item ${JSON.stringify(item)} names the docs plugin "${id}", which the site does not have.`);
  return docs;
}

/** The fields every link-like item carries over from its config. */
function linkBase(item: NavbarItemConfig, id: string): Pick<TopNavLink, 'kind' | 'id' | 'className' | 'target' | 'rel' | 'html'> {
  return {
    kind: 'link',
    id,
    ...(item.className ? { className: item.className } : {}),
    ...(typeof item.target === 'string' ? { target: item.target } : {}),
    ...(typeof item.rel === 'string' ? { rel: item.rel } : {}),
    ...(process.env.VX_NAVBAR_EXTRAS !== 'false' && item.html ? { html: item.html } : {}),
  };
}

function matchesRegex(pattern: string, pathname: string): boolean {
  try {
    return new RegExp(pattern).test(pathname);
  } catch {
    throw new Error(`The navbar item's activeBaseRegex ${JSON.stringify(pattern)} is not a valid regular expression.`);
  }
}

/**
 * A plain link's current state: `page` on its own page; elsewhere, where
 * `activeBaseRegex` matches, else under `activeBasePath`, else under its own
 * path.
 */
function linkCurrent(item: NavbarItemConfig, to: string | undefined, context: NavContext): Current | undefined {
  const { pathname } = context;
  const path = to === undefined ? undefined : context.withBaseUrl(to);
  if (path !== undefined && isCurrentPage(pathname, path)) return 'page';
  if (process.env.VX_NAVBAR_EXTRAS !== 'false') {
    if (item.activeBaseRegex) return matchesRegex(item.activeBaseRegex, pathname) || undefined;
    if (item.activeBasePath) return pathname.startsWith(context.withBaseUrl(item.activeBasePath)) || undefined;
  }
  return (path !== undefined && isActivePath(pathname, path)) || undefined;
}

function plainLink(item: NavbarItemConfig, id: string, context: NavContext): TopNavLink {
  const base = linkBase(item, id);
  const label = item.label ?? '';
  if (item.href !== undefined) {
    const href =
      process.env.VX_NAVBAR_EXTRAS !== 'false' && item.prependBaseUrlToHref ? context.withBaseUrl(item.href, { forcePrependBaseUrl: true }) : item.href;
    return { ...base, label, href, ...(isExternalUrl(href) ? {} : withCurrent(linkCurrent(item, undefined, context))) };
  }
  return { ...base, label, to: item.to, ...withCurrent(linkCurrent(item, item.to, context)) };
}

function withCurrent(current: Current | undefined): Pick<TopNavLink, 'current'> {
  return current === undefined ? {} : { current };
}

function findDoc(docs: DocsNavContext, docId: string): GlobalDoc | null {
  for (const version of docs.candidates) {
    const doc = version.docs.find((candidate) => candidate.id === docId);
    if (doc) return doc;
  }
  // A draft is built in development only: the item disappears, as in Docusaurus.
  if (docs.candidates.some((version) => version.draftIds.includes(docId))) return null;
  const known = [...new Set(docs.candidates.flatMap((version) => version.docs.map((doc) => doc.id)))];
  throw new Error(
    `The navbar item of type "doc" names docId "${docId}", which no docs version (${docs.candidates.map((version) => version.name).join(', ')}) has. ` +
      `Use one of these ids: ${known.join(', ')}.`,
  );
}

function docLink(item: NavbarItemConfig, id: string, context: NavContext): TopNavLink | null {
  const docs = docsOf(item, context);
  const doc = findDoc(docs, item.docId ?? '');
  if (!doc) return null;
  const onIt = docs.activeDoc?.path === doc.path;
  // An unlisted doc shows only to the reader already on it, as in the sidebar.
  if (doc.unlisted && !onIt) return null;
  const inItsSidebar = Boolean(docs.activeDoc?.sidebar) && docs.activeDoc?.sidebar === doc.sidebar;
  return {
    ...linkBase(item, id),
    label: item.label ?? doc.id,
    to: doc.path,
    ...withCurrent(onIt ? 'page' : inItsSidebar || undefined),
  };
}

function docSidebarLink(item: NavbarItemConfig, id: string, context: NavContext): TopNavLink {
  const docs = docsOf(item, context);
  const sidebarId = item.sidebarId ?? '';
  const sidebars = docs.candidates.flatMap((version) => Object.entries(version.sidebars ?? {}));
  const sidebar = sidebars.find(([name]) => name === sidebarId)?.[1];
  if (!sidebar) {
    throw new Error(
      `The navbar item of type "docSidebar" names sidebarId "${sidebarId}", which no docs version has. ` +
        `Use one of these sidebars: ${[...new Set(sidebars.map(([name]) => name))].join(', ')}.`,
    );
  }
  if (!sidebar.link) throw new Error(`The navbar item of type "docSidebar" names sidebar "${sidebarId}", which has no page to link to.`);
  const inIt = docs.activeDoc?.sidebar === sidebarId;
  return {
    ...linkBase(item, id),
    label: item.label ?? sidebar.link.label,
    to: sidebar.link.path,
    ...withCurrent(inIt ? (isCurrentPage(context.pathname, sidebar.link.path) ? 'page' : true) : undefined),
  };
}

function mainDocPath(version: GlobalVersion): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

function docsVersionLink(item: NavbarItemConfig, id: string, context: NavContext): TopNavLink {
  const version = docsOf(item, context).candidates[0];
  const to = item.to ?? mainDocPath(version);
  return { ...linkBase(item, id), label: item.label ?? version.label, to, ...withCurrent(linkCurrent(item, to, context)) };
}

/** An item inside a dropdown (or before and after the entries of a version or locale menu). */
function entryOf(item: NavbarItemConfig, id: string, context: NavContext): TopNavEntry | null {
  switch (item.type ?? 'default') {
    case 'default':
      return plainLink(item, id, context);
    // Each feature's code ships only where the config uses it (plugins/chrome-features).
    case 'doc':
      return process.env.VX_NAVBAR_DOCS_ITEMS !== 'false' ? docLink(item, id, context) : null;
    case 'docSidebar':
      return process.env.VX_NAVBAR_DOCS_ITEMS !== 'false' ? docSidebarLink(item, id, context) : null;
    case 'docsVersion':
      return process.env.VX_NAVBAR_DOCS_ITEMS !== 'false' ? docsVersionLink(item, id, context) : null;
    case 'html':
      return process.env.VX_NAVBAR_EXTRAS !== 'false' ? { kind: 'html', id, value: item.value ?? '', ...(item.className ? { className: item.className } : {}) } : null;
    default:
      if (process.env.VX_NAVBAR_CUSTOM_ITEMS !== 'false' && item.type?.startsWith('custom-')) return customItem(item, id);
      // Docusaurus' validation refuses these inside a dropdown already.
      throw new Error(`A navbar dropdown cannot hold an item of type "${item.type}".`);
  }
}

function customItem(item: NavbarItemConfig, id: string): TopNavCustom {
  const { type, position: _position, ...props } = item;
  return { kind: 'custom', id, type: type ?? '', props };
}

function entriesOf(items: readonly NavbarItemConfig[] | undefined, idPrefix: string, context: NavContext): TopNavEntry[] {
  return (items ?? []).flatMap((child, index) => entryOf(child, `${idPrefix}-${index}`, context) ?? []);
}

function isCurrentEntry(entry: TopNavEntry): boolean {
  return entry.kind === 'link' && (entry.current === 'page' || entry.current === true);
}

function dropdown(item: NavbarItemConfig, id: string, context: NavContext): TopNavMenu | null {
  const items = entriesOf(item.items, id, context);
  if (items.length === 0) return null;
  return {
    kind: 'menu',
    id,
    label: item.label ?? '',
    ...(process.env.VX_NAVBAR_EXTRAS !== 'false' && item.html ? { html: item.html } : {}),
    ...(process.env.VX_NAVBAR_EXTRAS !== 'false' && item.to ? { to: item.to } : {}),
    ...(item.className ? { className: item.className } : {}),
    current: items.some(isCurrentEntry),
    items,
  };
}

/** The versions a `docsVersionDropdown` lists: all, or those its `versions` names, with their labels. */
function dropdownVersions(item: NavbarItemConfig, docs: DocsNavContext): { version: GlobalVersion; label: string }[] {
  const configured = item.versions;
  if (!configured) return docs.versions.map((version) => ({ version, label: version.label }));
  const entries: [string, { label?: string } | undefined][] = Array.isArray(configured)
    ? configured.map((name) => [name, undefined])
    : Object.entries(configured);
  return entries.map(([name, options]) => {
    const version = docs.versions.find((candidate) => candidate.name === name);
    if (!version) {
      throw new Error(
        `The navbar item of type "docsVersionDropdown" lists version "${name}", which the docs do not have. ` +
          `Use one of these version names: ${docs.versions.map((candidate) => candidate.name).join(', ')}.`,
      );
    }
    return { version, label: options?.label ?? version.label };
  });
}

/** Our version menu where a `docsVersionDropdown` item stands, or a plain link when it has one entry. */
function versionDropdown(item: NavbarItemConfig, id: string, context: NavContext): TopNavItem {
  const docs = docsOf(item, context);
  const listed = dropdownVersions(item, docs);
  const shown = listed.find(({ version }) => version.name === docs.shownVersion.name) ?? listed[0];
  const before = entriesOf(item.dropdownItemsBefore, `${id}-before`, context);
  const after = entriesOf(item.dropdownItemsAfter, `${id}-after`, context);
  const versionLinks = listed.map(({ version, label }): TopNavLink => ({
    kind: 'link',
    id: `${id}-${version.name}`,
    label,
    to: `${versionTarget(version, docs.alternateDocVersions)}${context.suffix}`,
    current: version.name === shown.version.name,
    onFollow: () => docs.choose(version.name),
  }));
  const entries = [...before, ...versionLinks, ...after];
  if (entries.length <= 1) {
    // One version, nothing to choose: Docusaurus shows a link to it.
    return { ...linkBase(item, id), label: shown.label, to: versionTarget(shown.version, docs.alternateDocVersions) };
  }
  return {
    kind: 'menu',
    id,
    label: shown.label,
    fullLabel: versionMenuLabel(shown.label),
    ...(item.className ? { className: item.className } : {}),
    items: entries,
  };
}

/** The automatic version menu of a versioned site with no `docsVersionDropdown` item (null with one version). */
function automaticVersionMenu(context: NavContext): TopNavMenu | null {
  const docs = context.docs[DEFAULT_DOCS_PLUGIN_ID];
  if (!docs) return null;
  return versionMenu({
    versions: docs.versions,
    context: docs,
    shown: docs.shownVersion,
    suffix: context.suffix,
    onChoose: docs.choose,
  });
}

/** The same page in each locale; shown only when the site has more than one. */
function localeDropdown(item: NavbarItemConfig, id: string, context: NavContext): TopNavMenu | null {
  const { locale } = context;
  if (locale.locales.length < 2) return null;
  const currentLabel = locale.locales.find((entry) => entry.locale === locale.current)?.label ?? locale.current;
  const localeLinks = locale.locales.map(
    (entry): TopNavLink => ({
      kind: 'link',
      id: `${id}-${entry.locale}`,
      label: entry.label,
      href: locale.hrefOf(entry.locale, item.queryString),
      ...(entry.lang ? { lang: entry.lang } : {}),
      target: '_self',
      reload: true,
      current: entry.locale === locale.current,
    }),
  );
  return {
    kind: 'menu',
    id,
    label: currentLabel,
    fullLabel: translate(
      { id: 'vx.localeMenu.label', message: 'Language: {localeLabel}' },
      { localeLabel: currentLabel },
    ),
    icon: 'language',
    ...(item.className ? { className: item.className } : {}),
    items: [
      ...entriesOf(item.dropdownItemsBefore, `${id}-before`, context),
      ...localeLinks,
      ...entriesOf(item.dropdownItemsAfter, `${id}-after`, context),
    ],
  };
}

function itemOf(item: NavbarItemConfig, id: string, context: NavContext): TopNavItem | null {
  // Docusaurus reads an untyped item with `items` as a dropdown.
  const type = item.type && item.type !== 'default' ? item.type : item.items ? 'dropdown' : 'default';
  switch (type) {
    case 'dropdown':
      return process.env.VX_NAVBAR_MENUS !== 'false' ? dropdown(item, id, context) : null;
    case 'docsVersionDropdown':
      return process.env.VX_NAVBAR_VERSION_DROPDOWN !== 'false' ? versionDropdown(item, id, context) : null;
    case 'localeDropdown':
      return process.env.VX_NAVBAR_LOCALE_DROPDOWN !== 'false' ? localeDropdown(item, id, context) : null;
    case 'search':
      return process.env.VX_NAVBAR_EXTRAS !== 'false' ? { kind: 'search', id, ...(item.className ? { className: item.className } : {}) } : null;
    default:
      return entryOf({ ...item, type }, id, context);
  }
}

export function resolveTopNav(config: readonly NavbarItemConfig[], context: NavContext): TopNavItems {
  const left: TopNavItem[] = [];
  const right: TopNavItem[] = [];
  config.forEach((item, index) => {
    const resolved = itemOf(item, `nav-${index}`, context);
    if (!resolved) return;
    // Docusaurus' default position is left.
    (item.position === 'right' ? right : left).push(resolved);
  });
  // A versioned site gets its version menu first among the right-hand items,
  // unless an item places it. A build-time constant (plugins/docs-versions):
  // a site with one version ships no version menu code.
  if (process.env.VX_DOCS_VERSIONED !== 'false' && !config.some((item) => item.type === 'docsVersionDropdown')) {
    const versions = automaticVersionMenu(context);
    if (versions) right.unshift(versions);
  }
  return { left, right, placesSearch: process.env.VX_NAVBAR_EXTRAS !== 'false' && config.some((item) => item.type === 'search') };
}

export function isExternal(link: TopNavLink): boolean {
  return !link.reload && Boolean(link.href && isExternalUrl(link.href));
}
