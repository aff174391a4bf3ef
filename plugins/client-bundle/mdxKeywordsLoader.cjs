/**
 * Browser build only: takes `keywords` out of each compiled MDX page's
 * `frontMatter` export.
 *
 * A page's keywords serve the `<meta name="keywords">` of its head, which the
 * server's HTML already holds; the browser reads them back from there when it
 * takes the page over (src/theme/DocItem/Metadata). Shipping every page's list
 * in its script as well cost the heaviest page about 230 bytes gzip of a
 * budget with little room, for a tag no search engine reads from a script.
 * The server build keeps them: that is what writes the tag.
 */
const acorn = require('acorn');
const { applyEdits, propertyName, propertyRemoval } = require('../lib/moduleSource.cjs');

/** `export { default as metadata } from '@site/.docusaurus/docusaurus-plugin-content-docs/…'`, as the MDX loader writes it for a doc. */
const DOC_METADATA_EXPORT = /\bas metadata\s*\}\s*from\s*["'][^"']*docusaurus-plugin-content-docs[\\/]/;

/** The object literal of `export const frontMatter = {…}`, if the module has one. */
function frontMatterObject(program) {
  for (const node of program.body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : undefined;
    if (!declaration || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === 'frontMatter' && declarator.init && declarator.init.type === 'ObjectExpression') {
        return declarator.init;
      }
    }
  }
  return undefined;
}

/**
 * A docs page module's source without the `keywords` property of its front
 * matter; any other module (an MDX page of the pages plugin, whose stock
 * component reads its keywords in the browser; a partial) as it is. A docs
 * page is known by the metadata it exports from the docs plugin's data.
 */
function dropFrontMatterKeywords(source) {
  if (!source.includes('keywords') || !DOC_METADATA_EXPORT.test(source)) return source;
  const object = frontMatterObject(acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  if (!object) return source;
  const { properties } = object;
  const index = properties.findIndex((property) => propertyName(property) === 'keywords');
  if (index === -1) return source;
  return applyEdits(source, [propertyRemoval(properties, index)]);
}

module.exports = function mdxKeywordsLoader(source) {
  return dropFrontMatterKeywords(source);
};
module.exports.dropFrontMatterKeywords = dropFrontMatterKeywords;
