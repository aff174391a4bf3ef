import type { LoadContext, Plugin } from '@docusaurus/types';
import { logger } from '@docusaurus/logger';

const NAME = 'vx-chrome-features';

/**
 * Constants the browser code of the top bar, sidebar and footer tests, so that
 * every page ships the code of the Docusaurus features the site uses and no
 * other: `process.env.VX_NAVBAR_DOCS_ITEMS !== 'false'` and so on. The bundler
 * replaces each with its value and drops the code it guards when that is
 * 'false' (the test must stand first in an `if`, `?:` or `&&`, where the
 * bundler itself folds it). Where no bundler replaces them (unit tests), every
 * feature is on. The XMTP site uses none of the optional ones, and its pages
 * are within a few hundred bytes of their budget (scripts/lib/budgets.mjs).
 */
export const CHROME_FLAGS = {
  /** `doc`, `docSidebar` or `docsVersion` navbar items. */
  navbarDocsItems: 'process.env.VX_NAVBAR_DOCS_ITEMS',
  /** A `docsVersionDropdown` navbar item. */
  navbarVersionDropdown: 'process.env.VX_NAVBAR_VERSION_DROPDOWN',
  /** A `localeDropdown` navbar item, on a site with several locales (with one, it shows nothing). */
  navbarLocaleDropdown: 'process.env.VX_NAVBAR_LOCALE_DROPDOWN',
  /** `custom-*` navbar items, drawn by @theme/NavbarItem/ComponentTypes (the map of every stock navbar item component, about 15 KB). */
  navbarCustomItems: 'process.env.VX_NAVBAR_CUSTOM_ITEMS',
  /**
   * Dropdowns of any kind (`dropdown`, `docsVersionDropdown`,
   * `localeDropdown`); a versioned site's own version menu is one too
   * (`process.env.VX_DOCS_VERSIONED`, plugins/docs-versions).
   */
  navbarMenus: 'process.env.VX_NAVBAR_MENUS',
  /** `navbar.hideOnScroll`. */
  navbarHideOnScroll: 'process.env.VX_NAVBAR_HIDE_ON_SCROLL',
  /**
   * Anything else beyond links and dropdowns of links on the right: left-hand
   * items, `html` items and labels, a `search` item, `activeBasePath`,
   * `activeBaseRegex`, `prependBaseUrlToHref`, a dropdown's own `to`, and
   * `navbar.style`.
   */
  navbarExtras: 'process.env.VX_NAVBAR_EXTRAS',
  /** Categories with a page, `html` items, unlisted docs, `autoCollapseCategories` or `hideable`. */
  sidebarExtras: 'process.env.VX_SIDEBAR_EXTRAS',
  /** Column titles, `html` items or a logo in the footer. */
  footerExtras: 'process.env.VX_FOOTER_EXTRAS',
  /** Each social icon of `themeConfig.vx.socials` (src/components/layout/SocialIcons). */
  socialDiscord: 'process.env.VX_SOCIAL_DISCORD',
  socialGithub: 'process.env.VX_SOCIAL_GITHUB',
  socialTelegram: 'process.env.VX_SOCIAL_TELEGRAM',
  socialWarpcast: 'process.env.VX_SOCIAL_WARPCAST',
  socialX: 'process.env.VX_SOCIAL_X',
} as const;

export type ChromeFlags = Record<keyof typeof CHROME_FLAGS, boolean>;

interface Item {
  type?: unknown;
  items?: unknown;
  dropdownItemsBefore?: unknown;
  dropdownItemsAfter?: unknown;
  [key: string]: unknown;
}

/** Every navbar item, those of dropdowns and around a menu's entries included. */
function navbarItems(items: unknown): Item[] {
  if (!Array.isArray(items)) return [];
  return (items as Item[]).flatMap((item) => [
    item,
    ...navbarItems(item?.items),
    ...navbarItems(item?.dropdownItemsBefore),
    ...navbarItems(item?.dropdownItemsAfter),
  ]);
}

/** Every navbar item type the config uses; Docusaurus reads an untyped item with `items` as a dropdown, one without as a link. */
export function navbarItemTypes(items: unknown): Set<string> {
  return new Set(navbarItems(items).map((item) => (typeof item.type === 'string' ? item.type : item.items ? 'dropdown' : 'default')));
}

const EXTRA_LINK_KEYS = ['html', 'activeBasePath', 'activeBaseRegex', 'prependBaseUrlToHref'];

interface SiteConfigSlice {
  themeConfig: object;
  i18n: { locales: readonly string[] };
}

interface ThemeConfigSlice {
  vx?: { socials?: { icon?: unknown }[] };
  navbar?: { items?: unknown; hideOnScroll?: unknown; style?: unknown };
  footer?: { logo?: unknown; links?: unknown };
  docs?: { sidebar?: { hideable?: unknown; autoCollapseCategories?: unknown } };
}

/** The flags the config decides: all but what the sidebars' content decides. */
export function configFlags(siteConfig: SiteConfigSlice): Omit<ChromeFlags, 'sidebarExtras'> & { sidebarOptions: boolean } {
  const { navbar, footer, docs, vx } = siteConfig.themeConfig as ThemeConfigSlice;
  const icons = new Set((vx?.socials ?? []).map((social) => social.icon));
  const types = navbarItemTypes(navbar?.items);
  const topLevel = Array.isArray(navbar?.items) ? (navbar.items as Item[]) : [];
  const footerLinks = Array.isArray(footer?.links) ? (footer.links as Item[]) : [];
  const footerItems = footerLinks.flatMap((entry) => (Array.isArray(entry.items) ? (entry.items as Item[]) : [entry]));
  return {
    navbarDocsItems: ['doc', 'docSidebar', 'docsVersion'].some((type) => types.has(type)),
    navbarVersionDropdown: types.has('docsVersionDropdown'),
    navbarLocaleDropdown: types.has('localeDropdown') && siteConfig.i18n.locales.length > 1,
    navbarCustomItems: [...types].some((type) => type.startsWith('custom-')),
    navbarHideOnScroll: navbar?.hideOnScroll === true,
    navbarMenus: ['dropdown', 'docsVersionDropdown', 'localeDropdown'].some((type) => types.has(type)),
    navbarExtras:
      typeof navbar?.style === 'string' ||
      types.has('html') ||
      types.has('search') ||
      // Docusaurus' default position is left.
      topLevel.some((item) => item.position !== 'right') ||
      navbarItems(navbar?.items).some((item) => EXTRA_LINK_KEYS.some((key) => item[key] !== undefined) || (item.items !== undefined && item.to !== undefined)),
    footerExtras: Boolean(footer?.logo) || footerLinks.some((entry) => typeof entry.title === 'string') || footerItems.some((item) => item.html !== undefined),
    socialDiscord: icons.has('discord'),
    socialGithub: icons.has('github'),
    socialTelegram: icons.has('telegram'),
    socialWarpcast: icons.has('warpcast'),
    socialX: icons.has('x'),
    sidebarOptions: docs?.sidebar?.hideable === true || docs?.sidebar?.autoCollapseCategories === true,
  };
}

interface SidebarItem {
  type?: string;
  id?: string;
  link?: unknown;
  items?: SidebarItem[];
}

interface LoadedVersion {
  docs?: { id: string; unlisted?: boolean }[];
  sidebars?: Record<string, SidebarItem[]>;
}

/** Whether any docs sidebar has a category with a page, an `html` item or an unlisted doc. */
export function sidebarsNeedExtras(allContent: Record<string, Record<string, unknown> | undefined>): boolean {
  const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as ({ loadedVersions?: LoadedVersion[] } | undefined)[];
  return instances.some((instance) =>
    (instance?.loadedVersions ?? []).some((version) => {
      const unlisted = new Set((version.docs ?? []).filter((doc) => doc.unlisted).map((doc) => doc.id));
      const needs = (item: SidebarItem): boolean =>
        item.type === 'html' ||
        (item.type === 'category' && item.link !== undefined && item.link !== null) ||
        ((item.type === 'doc' || item.type === 'ref') && item.id !== undefined && unlisted.has(item.id)) ||
        (item.items ?? []).some(needs);
      return Object.values(version.sidebars ?? {}).some((items) => items.some(needs));
    }),
  );
}

export default function chromeFeaturesPlugin(context: LoadContext): Plugin {
  const { sidebarOptions, ...fromConfig } = configFlags(context.siteConfig);
  let sidebarContent: boolean | undefined;
  let configured = false;
  return {
    name: NAME,
    async allContentLoaded({ allContent }) {
      const now = sidebarsNeedExtras(allContent as Record<string, Record<string, unknown>>);
      if (configured && now !== sidebarContent) {
        logger.warn(
          `[${NAME}] A sidebar ${now ? 'now uses' : 'no longer uses'} category pages, html items or unlisted docs: restart \`npm start\` to ${now ? 'show' : 'drop'} them.`,
        );
        return;
      }
      sidebarContent = now;
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      configured = true;
      const flags: ChromeFlags = { ...fromConfig, sidebarExtras: sidebarOptions || sidebarContent !== false };
      const definitions = Object.fromEntries(
        (Object.keys(CHROME_FLAGS) as (keyof ChromeFlags)[]).map((key) => [CHROME_FLAGS[key], JSON.stringify(String(flags[key]))]),
      );
      // The server and browser bundles must agree: both get the same values.
      return { plugins: [new currentBundler.instance.DefinePlugin(definitions)] };
    },
  };
}
