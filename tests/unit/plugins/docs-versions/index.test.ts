import type { Plugin } from '@docusaurus/types';
import { logger } from '@docusaurus/logger';
import { describe, expect, it, vi } from 'vitest';
import docsVersionsPlugin, { VERSIONED_FLAG, showsVersions } from '../../../../plugins/docs-versions';
import { DOCS_PLUGIN } from '../../../../plugins/page-sources/collectPages';


const version = (versionName: string, extra: Record<string, unknown> = {}) => ({ versionName, docs: [], banner: null, badge: false, ...extra });
const content = (...loadedVersions: object[]) => ({ [DOCS_PLUGIN]: { default: { loadedVersions } } });

class DefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}

/** The value the bundler is told to put in place of the flag. */
function flagValue(plugin: Plugin): string {
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => { plugins: DefinePlugin[] };
  const { plugins } = configure({}, false, { currentBundler: { name: 'rspack', instance: { DefinePlugin } } });
  return plugins[0].definitions[VERSIONED_FLAG];
}

describe('showsVersions', () => {
  it('is true with more than one version, or a banner or badge turned on for the only one', () => {
    expect(showsVersions([{ banner: null, badge: false }])).toBe(false);
    expect(showsVersions([{ banner: null, badge: false }, { banner: 'unreleased', badge: true }])).toBe(true);
    expect(showsVersions([{ banner: 'unmaintained', badge: false }])).toBe(true);
    expect(showsVersions([{ banner: null, badge: true }])).toBe(true);
  });
});

describe('docs versions plugin', () => {
  it('tells both bundles whether the docs have versions, as a constant they can drop code on', async () => {
    const single = docsVersionsPlugin();
    await single.allContentLoaded!({ allContent: content(version('current')) } as never);
    expect(flagValue(single)).toBe('"false"');

    const versioned = docsVersionsPlugin();
    await versioned.allContentLoaded!({ allContent: content(version('current', { banner: 'unreleased' }), version('1.0', { isLast: true })) } as never);
    expect(flagValue(versioned)).toBe('"true"');
  });

  it('keeps the first value once the bundler is configured, and asks for a restart when versions come or go', async () => {
    // A spy, not a module mock: test files share modules (vitest.config.mts), and the logger may be loaded already.
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const plugin = docsVersionsPlugin();
    await plugin.allContentLoaded!({ allContent: content(version('current')) } as never);
    expect(flagValue(plugin)).toBe('"false"');
    await plugin.allContentLoaded!({ allContent: content(version('current'), version('1.0', { isLast: true })) } as never);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/restart `npm start`/));
    expect(flagValue(plugin)).toBe('"false"');
    warn.mockRestore();
  });
});
