/**
 * What the browser gets for `@docusaurus/utils-common` (plugins/client-bundle):
 * the package's exports, taken from its own modules. Its index re-exports
 * them through tslib's CommonJS helper, which put all of tslib (10 KB) in
 * every page for one three-line function. The build checks that this list
 * still matches the package (UTILS_COMMON_EXPORTS).
 */
import * as trailingSlash from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

export { addTrailingSlash, addLeadingSlash, removeTrailingSlash } from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

// The module is CommonJS with `exports.default`. An .mjs file imports CommonJS
// as Node does: `default` is the whole `module.exports`, in the dev server at
// least, where the production build took `exports.default`. Either way, the function:
const defaultExport = trailingSlash.default;
export const applyTrailingSlash = typeof defaultExport === 'function' ? defaultExport : defaultExport.default;
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

// __ prefix: search crawlers ignore such anchors (the package's own value).
export const blogPostContainerID = '__blog-post-container';
