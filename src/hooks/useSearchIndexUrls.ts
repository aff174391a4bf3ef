import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import { SEARCH_PLUGIN_NAME, indexFilesFor, type SearchIndexGlobalData } from '@site/src/search';

export interface SearchIndexUrls {
  index: string;
  texts: string;
}

/**
 * The docs version of the page the reader is on. Only a site with docs
 * versions asks (plugins/docs-versions sets the flag at build time): a site
 * with one version has one index, and ships none of this.
 */
const useActiveVersionName: () => string | undefined =
  process.env.VX_DOCS_VERSIONED === 'true'
    ? () => useActivePluginAndVersion({ failfast: false })?.activeVersion?.name
    : () => undefined;

/**
 * Where the index files are, or null when the build has none: by default the
 * index of the docs version of the page the reader is on (the latest on a
 * page of no version); `latest` always takes the latest version's.
 */
export function useSearchIndexUrls(which: 'page' | 'latest' = 'page'): SearchIndexUrls | null {
  const { siteConfig } = useDocusaurusContext();
  const data = usePluginData(SEARCH_PLUGIN_NAME, undefined, { failfast: false }) as SearchIndexGlobalData | undefined;
  const activeVersion = useActiveVersionName();
  const files = data && indexFilesFor(data, which === 'latest' ? undefined : activeVersion);
  const { baseUrl } = siteConfig;
  return useMemo(
    () => (files ? { index: `${baseUrl}${files.indexFile}`, texts: `${baseUrl}${files.textsFile}` } : null),
    [baseUrl, files],
  );
}
