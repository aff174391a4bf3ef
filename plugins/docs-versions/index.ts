import type { Plugin } from '@docusaurus/types';
import { logger } from '@docusaurus/logger';
import { collectVersions, type DocsVersion } from '../page-sources/collectPages';

const NAME = 'vx-docs-versions';

/**
 * The constant the browser code tests to show version controls:
 * `process.env.VX_DOCS_VERSIONED === 'true'`. The bundler replaces it with
 * its value and drops the code it guards when that is false, so a site with
 * one version (this one, until a version is cut) ships no version switcher,
 * banner or badge code.
 */
export const VERSIONED_FLAG = 'process.env.VX_DOCS_VERSIONED';

/**
 * Whether pages show anything about versions: a switcher (more than one
 * version), or a banner or badge a maintainer turned on for a lone version.
 */
export function showsVersions(versions: readonly Pick<DocsVersion, 'banner' | 'badge'>[]): boolean {
  return versions.length > 1 || versions.some((version) => version.banner !== null || version.badge);
}

/**
 * Sets VERSIONED_FLAG from the docs' versions, for the server and the
 * browser bundles alike (they must render the same HTML). Content loads
 * before the bundler is configured, so the first value is the right one; in
 * `npm start`, where the bundler keeps its first configuration, a change
 * asks for a restart.
 */
export default function docsVersionsPlugin(): Plugin {
  let versioned: boolean | undefined;
  let configured = false;
  return {
    name: NAME,
    async allContentLoaded({ allContent }) {
      const now = showsVersions(collectVersions(allContent));
      if (configured && now !== versioned) {
        logger.warn(`[${NAME}] The docs ${now ? 'now have' : 'no longer have'} versions: restart \`npm start\` to ${now ? 'show' : 'remove'} the version switcher and banners.`);
        return;
      }
      versioned = now;
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      configured = true;
      return { plugins: [new currentBundler.instance.DefinePlugin({ [VERSIONED_FLAG]: JSON.stringify(String(versioned === true)) })] };
    },
  };
}
