import { describe, expect, it } from 'vitest';
import cacheKeyPlugin, { withBaseUrl } from '../../../plugins/cache-key';

describe('cache key plugin', () => {
  it('gives each base path its own cache version', () => {
    expect(withBaseUrl('3.10.2-abc', '/')).toBe('3.10.2-abc-base/');
    expect(withBaseUrl('3.10.2-abc', '/xmtp-docs/')).toBe('3.10.2-abc-base/xmtp-docs/');
    expect(withBaseUrl(undefined, '/')).toBe('docusaurus-base/');
  });

  it('rewrites the rspack and the webpack cache versions in place', () => {
    const plugin = cacheKeyPlugin({ baseUrl: '/docs/' });
    const config = { cache: { type: 'filesystem', version: 'w' }, experiments: { cache: { type: 'persistent', version: 'r' } } };
    (plugin.configureWebpack as (config: unknown) => unknown)(config);
    expect(config.cache.version).toBe('w-base/docs/');
    expect(config.experiments.cache.version).toBe('r-base/docs/');
  });
});
