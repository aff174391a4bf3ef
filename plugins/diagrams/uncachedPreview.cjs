/**
 * A page compiled while Chromium was missing shows diagram sources instead of
 * images. The bundler's persistent cache would keep that page as it is until
 * the file changes, even once Chromium is installed, so such a module is
 * marked uncacheable: the next start or build draws its diagrams. (Plain
 * CommonJS: the bundler loads loaders with Node's require.)
 */
module.exports = function uncachedPreview(source) {
  const { marker } = this.getOptions();
  if (source.includes(marker)) this.cacheable(false);
  return source;
};
