/**
 * Bundler loader for the docs plugin's doc metadata files
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/site-*.json`, which each
 * MDX page exports as `metadata`): drops `keywords` from the copy of the
 * front matter they hold.
 *
 * The theme reads a page's keywords (for `<meta name="keywords">`) from the
 * MDX module's own `frontMatter`, which the page's script already carries;
 * this second copy would only double their bytes on every page (about 240
 * bytes gzip on the FAQ, whose budget is tight). Everything else stays.
 */
function dropKeywordsCopy(metadata) {
  const frontMatter = metadata && typeof metadata === 'object' ? metadata.frontMatter : undefined;
  if (!frontMatter || typeof frontMatter !== 'object' || !('keywords' in frontMatter)) return undefined;
  const { keywords, ...rest } = frontMatter;
  return { ...metadata, frontMatter: rest };
}

function docMetadataLoader(source) {
  const trimmed = dropKeywordsCopy(JSON.parse(source));
  return trimmed ? JSON.stringify(trimmed) : source;
}

module.exports = docMetadataLoader;
module.exports.dropKeywordsCopy = dropKeywordsCopy;
