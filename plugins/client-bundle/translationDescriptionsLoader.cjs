/**
 * Browser build only: drops the `description` of every translatable string
 * from the scripts readers download.
 *
 * A description tells translators where a string shows ("The default label
 * used for the Tip admonition"); `docusaurus write-translations` reads it
 * from the sources, and nothing reads it at run time. The theme's strings,
 * Docusaurus' own and ours, carried about a kilobyte of them into every
 * docs page. What goes, in modules that import '@docusaurus/Translate':
 * - the `description` of the object given to its `translate()`;
 * - the `description` prop of its `<Translate>`, once compiled to a
 *   `jsx(Translate, { … })` call.
 * A module this cannot parse is left as it is.
 */
const acorn = require('acorn');
const { applyEdits, forEachNode, propertyName, propertyRemoval } = require('../lib/moduleSource.cjs');

const TRANSLATE_MODULE = '@docusaurus/Translate';

/** The local names of `translate` and of the `Translate` component in a module. */
function translateBindings(program) {
  const functions = new Set();
  const components = new Set();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== TRANSLATE_MODULE) continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') components.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'translate') functions.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'default') components.add(specifier.local.name);
    }
  }
  return { functions, components };
}

/** The called name: `f(…)`, or the `(0, f)(…)` the compiler writes for imports. */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'SequenceExpression') return calleeName(callee.expressions[callee.expressions.length - 1]);
  return undefined;
}

/** The removals of the `description` properties to drop. */
function descriptionRemovals(program, { functions, components }) {
  const removals = [];
  const take = (object) => {
    if (!object || object.type !== 'ObjectExpression') return;
    object.properties.forEach((property, index) => {
      if (propertyName(property) === 'description') removals.push(propertyRemoval(object.properties, index));
    });
  };
  forEachNode(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const name = calleeName(node.callee);
    if (name && functions.has(name)) take(node.arguments[0]);
    // jsx(Translate, props) / jsxs / createElement: the component is the first argument.
    const [component, props] = node.arguments;
    if (component && component.type === 'Identifier' && components.has(component.name)) take(props);
  });
  return removals;
}

/** The source without the descriptions of its translatable strings; the same source when there are none. */
function dropTranslationDescriptions(source) {
  if (!source.includes(TRANSLATE_MODULE) || !source.includes('description')) return source;
  let program;
  try {
    program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return source;
  }
  const bindings = translateBindings(program);
  if (bindings.functions.size === 0 && bindings.components.size === 0) return source;
  return applyEdits(source, descriptionRemovals(program, bindings));
}

module.exports = function translationDescriptionsLoader(source) {
  this.addDependency(__filename);
  return dropTranslationDescriptions(source);
};
module.exports.dropTranslationDescriptions = dropTranslationDescriptions;
