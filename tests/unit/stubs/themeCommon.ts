/**
 * Stands in for @docusaurus/theme-common in unit tests: its index pulls in
 * the router and generated modules, which only exist inside a build. The
 * pure parts our components use are Docusaurus' own, re-exported as they are.
 */
export { usePluralForm } from '../../../node_modules/@docusaurus/theme-common/lib/utils/usePluralForm.js';
