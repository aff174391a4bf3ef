/**
 * What the browser gets for `@docusaurus/utils-common` (plugins/client-bundle):
 * the package's exports, taken from its own modules. Its index re-exports
 * them through tslib's CommonJS helper, which put all of tslib (10 KB) in
 * every page for one three-line function. The build checks that this list
 * still matches the package (UTILS_COMMON_EXPORTS).
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

// __ prefix: search crawlers ignore such anchors (the package's own value).
export const blogPostContainerID = '__blog-post-container';
