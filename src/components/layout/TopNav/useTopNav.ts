import { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { mergeSearchStrings, useThemeConfig } from '@docusaurus/theme-common';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {
  docsPluginIdsOf,
  resolveTopNav,
  type DocsNavContext,
  type LocaleNavContext,
  type NavbarItemConfig,
  type TopNavItems,
} from './navItems';

/** What one docs plugin instance says about the reader's address (see DocsNavContext). */
function useDocsNavContext(pluginId: string): DocsNavContext {
  const versions = useVersions(pluginId);
  const { activeDoc, activeVersion, alternateDocVersions } = useActiveDocContext(pluginId);
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return useMemo(() => {
    // The version of the doc the reader is on, else the one they chose last,
    // else the latest, as Docusaurus does; but only a doc's own version
    // counts, not the version whose path the address starts with: the
    // not-found page is rendered once, at /404.html, and must hydrate to the
    // same links at any address it is served for (/next/no-such-page).
    const pageVersion = activeDoc ? activeVersion : undefined;
    const candidates = [...new Set([pageVersion, preferredVersion ?? undefined, latest].filter((version) => version !== undefined))];
    return {
      activeDoc,
      activeVersion,
      alternateDocVersions,
      candidates,
      versions,
      shownVersion: candidates[0],
      choose: savePreferredVersionName,
    };
  }, [activeDoc, activeVersion, alternateDocVersions, versions, preferredVersion, latest, savePreferredVersionName]);
}

function useLocaleNavContext(): LocaleNavContext {
  const {
    siteConfig,
    i18n: { currentLocale, locales, localeConfigs },
  } = useDocusaurusContext();
  const { createUrl } = useAlternatePageUtils();
  const { search, hash } = useLocation();
  return useMemo(
    () => ({
      current: currentLocale,
      locales: locales.map((locale) => ({ locale, label: localeConfigs[locale]?.label ?? locale, lang: localeConfigs[locale]?.htmlLang })),
      hrefOf: (locale, queryString) => {
        // A locale on another domain gets a full address, one on this domain a path.
        const fullyQualified = localeConfigs[locale]?.url !== siteConfig.url;
        return `${createUrl({ locale, fullyQualified })}${mergeSearchStrings([search, queryString], 'append')}${hash}`;
      },
    }),
    [currentLocale, locales, localeConfigs, siteConfig.url, createUrl, search, hash],
  );
}

/** What a site without a locale menu needs to know: nothing. */
const ONE_LOCALE: LocaleNavContext = { current: '', locales: [], hrefOf: () => '' };

/**
 * The navbar items of `themeConfig.navbar.items`, resolved for the reader's
 * address (see navItems.ts).
 */
export function useTopNav(): TopNavItems {
  const { navbar } = useThemeConfig();
  const config = navbar.items as NavbarItemConfig[];
  // The docs plugins the items name, each asked through its own hooks. The
  // config never changes while the app runs, and neither do the build-time
  // constants (plugins/chrome-features, plugins/docs-versions) that leave out
  // what the navbar does not use, so the hooks called stay the same from
  // render to render.
  const docsEntries =
    process.env.VX_NAVBAR_DOCS_ITEMS !== 'false' || process.env.VX_NAVBAR_VERSION_DROPDOWN !== 'false' || process.env.VX_DOCS_VERSIONED !== 'false'
      ? // eslint-disable-next-line react-hooks/rules-of-hooks -- the list never changes (see above)
        useMemo(() => docsPluginIdsOf(config), [config]).map((pluginId) => [pluginId, useDocsNavContext(pluginId)] as const)
      : [];
  const locale = process.env.VX_NAVBAR_LOCALE_DROPDOWN !== 'false' ? useLocaleNavContext() : ONE_LOCALE;
  const { pathname, search, hash } = useLocation();
  const { withBaseUrl } = useBaseUrlUtils();
  const docs = Object.fromEntries(docsEntries);
  return useMemo(
    () => resolveTopNav(config, { pathname, suffix: `${search}${hash}`, withBaseUrl, docs, locale }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- docs: its entries are memoized one by one
    [config, pathname, search, hash, withBaseUrl, locale, ...docsEntries.map(([, context]) => context)],
  );
}
