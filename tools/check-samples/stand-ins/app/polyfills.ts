/**
 * The polyfill file of the reader's app, `src/polyfills.js` in the chat widget
 * starters, which a sample imports first (`import "./polyfills";`) but the
 * page only describes. It has nothing to export.
 */
export {};
