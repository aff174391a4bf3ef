import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { SEARCH_PLUGIN_NAME, type SearchIndexGlobalData } from '@site/src/search/options';

export interface SearchIndexUrls {
  index: string;
  texts: string;
}

/** Where this build's index files are, or null when the build has none. */
export function useSearchIndexUrls(): SearchIndexUrls | null {
  const { siteConfig } = useDocusaurusContext();
  const data = usePluginData(SEARCH_PLUGIN_NAME, undefined, { failfast: false }) as SearchIndexGlobalData | undefined;
  if (!data) return null;
  return { index: `${siteConfig.baseUrl}${data.indexFile}`, texts: `${siteConfig.baseUrl}${data.textsFile}` };
}
