import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus names its persistent bundler cache after its version and theme
 * aliases, but not after `baseUrl`. Our base path comes from BASE_PATH at
 * build time, so a build under "/" could reuse CSS compiled for "/docs/"
 * (fonts then 404). Adding the base URL to the cache version keeps one cache
 * per base path.
 */
export function withBaseUrl(version: unknown, baseUrl: string): string {
  return `${typeof version === 'string' ? version : 'docusaurus'}-base${baseUrl}`;
}

interface CacheConfig {
  cache?: unknown;
  experiments?: { cache?: unknown };
}

export default function cacheKeyPlugin({ baseUrl }: Pick<LoadContext, 'baseUrl'>): Plugin {
  return {
    name: 'vx-cache-key',
    configureWebpack(config) {
      const bundler = config as CacheConfig;
      // Rspack keeps its persistent cache settings under experiments.cache, webpack under cache.
      for (const cache of [bundler.experiments?.cache, bundler.cache]) {
        if (cache && typeof cache === 'object' && 'version' in cache) {
          (cache as { version: unknown }).version = withBaseUrl((cache as { version: unknown }).version, baseUrl);
        }
      }
      return undefined;
    },
  };
}
