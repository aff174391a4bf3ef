/**
 * Small helpers for the loaders that edit compiled modules in place
 * (plugins/client-bundle/*Loader.cjs, plugins/static-html/clientLoader.cjs):
 * they parse the module with acorn, find what to change, and cut or replace
 * those ranges of the source, leaving the rest byte for byte.
 */

/** A property's name when it is written as one (`a:` or `"a":`), else undefined. */
function propertyName(property) {
  if (property.type !== 'Property' || property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return undefined;
}

/** Calls `visit` on every node of the tree, parents before their children. */
function forEachNode(root, visit) {
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    visit(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value);
    }
  };
  walk(root);
}

/**
 * The source range that removes `properties[index]` from its object with one
 * comma: up to the next property, or from the previous one when it is the last.
 */
function propertyRemoval(properties, index) {
  const property = properties[index];
  if (index < properties.length - 1) return { start: property.start, end: properties[index + 1].start, text: '' };
  return { start: index > 0 ? properties[index - 1].end : property.start, end: property.end, text: '' };
}

/** The source with each `{ start, end, text }` range replaced; the ranges must not overlap. */
function applyEdits(source, edits) {
  let code = '';
  let offset = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    code += source.slice(offset, edit.start) + edit.text;
    offset = edit.end;
  }
  return code + source.slice(offset);
}

module.exports = { propertyName, forEachNode, propertyRemoval, applyEdits };
