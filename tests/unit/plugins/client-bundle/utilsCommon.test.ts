import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { UTILS_COMMON_EXPORTS, utilsCommonAlias } from '../../../../plugins/client-bundle';
import * as browserUtilsCommon from '../../../../plugins/client-bundle/utilsCommon.mjs';

const require = createRequire(import.meta.url);
const packageUtilsCommon = require('@docusaurus/utils-common') as Record<string, unknown>;

describe('the browser copy of @docusaurus/utils-common', () => {
  it('exports exactly what the package exports', () => {
    expect(Object.keys(browserUtilsCommon).sort()).toEqual(Object.keys(packageUtilsCommon).sort());
    expect([...UTILS_COMMON_EXPORTS].sort()).toEqual(Object.keys(packageUtilsCommon).sort());
  });

  it('gives the same values and behaviour as the package', () => {
    expect(browserUtilsCommon.blogPostContainerID).toBe(packageUtilsCommon.blogPostContainerID);
    const shim = browserUtilsCommon as Record<string, unknown>;
    for (const name of UTILS_COMMON_EXPORTS) expect(typeof shim[name]).toBe(typeof packageUtilsCommon[name]);
    expect(browserUtilsCommon.applyTrailingSlash('/docs/', { trailingSlash: false, baseUrl: '/' })).toBe('/docs');
    expect(browserUtilsCommon.addPrefix('b', 'a')).toBe('ab');
  });

  it('aliases only the exact import, and fails the build when the package changes its exports', () => {
    const alias = utilsCommonAlias(Object.keys(packageUtilsCommon));
    expect(Object.keys(alias)).toEqual(['@docusaurus/utils-common$']);
    expect(alias['@docusaurus/utils-common$']).toMatch(/utilsCommon\.mjs$/);
    expect(() => utilsCommonAlias([...UTILS_COMMON_EXPORTS, 'newHelper'])).toThrow(
      /utils-common now exports .*newHelper.*Update both/,
    );
  });
});
