/**
 * Bundler loader for the docs plugin's version props (`version` of every
 * docs route: sidebars and a map of every doc): drops each doc's
 * description from that map. Only DocCard lists read it, and this site has
 * none, yet every docs page downloaded all 60-odd descriptions with its
 * sidebar (about 9 KB). Ids, titles and sidebars stay, so `useDocById` and
 * the sidebar work as before.
 */
module.exports = function versionPropsLoader(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
};
