/**
 * Runs on each page's compiled MDX and ties the page to the files that decide
 * its diagrams, so the bundler's persistent cache and the dev server's watch
 * never keep a page drawn from stale keys:
 * - a page whose diagram has no drawing yet (npm start without Chromium) is
 *   never cached, and the drawing's files are watched for: once
 *   `npm run diagrams` makes them, the page is compiled again and shows them;
 * - a page with drawings depends on them, and on what makes up their keys
 *   (Mermaid's version, its options, the renderer's version), so deleting an
 *   orphan or upgrading Mermaid recompiles the page with its new keys.
 * (Plain CommonJS: the bundler loads loaders with Node's require.)
 */
const path = require('node:path');

module.exports = function drawingDependencies(source) {
  const { drawingsDir, pendingMarker, keyFiles } = this.getOptions();
  const modes = ['light', 'dark'];
  const keys = (pattern) => [...new Set([...source.matchAll(pattern)].map((match) => match[1]))];
  const pending = keys(new RegExp(`${pendingMarker}([0-9a-f]+)`, 'g'));
  // The remark plugin requires drawings by absolute path, with forward slashes.
  const folder = drawingsDir.split(path.sep).join('/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const drawn = keys(new RegExp(`${folder}/([0-9a-f]+)-(?:light|dark)\\.svg`, 'g'));
  if (pending.length > 0) this.cacheable(false);
  for (const key of pending) {
    for (const mode of modes) this.addMissingDependency(path.join(drawingsDir, `${key}-${mode}.svg`));
  }
  for (const key of drawn) {
    for (const mode of modes) this.addDependency(path.join(drawingsDir, `${key}-${mode}.svg`));
  }
  if (pending.length + drawn.length > 0) for (const file of keyFiles) this.addDependency(file);
  return source;
};
