/**
 * Bundler loader for the docs plugin's version props (`version` of every
 * docs route: sidebars and a map of every doc, in
 * `.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`): keeps a
 * doc's description only where a card can show it.
 *
 * Every docs page downloads that map with its sidebar, and only doc cards
 * (DocCard, in DocCardList and generated-index pages) read descriptions from
 * it: all 60-odd descriptions of this site cost each page about 8 KB raw,
 * 3 KB gzip, over its budget on the heaviest pages. A card can show a doc
 * when the doc is
 * - an item of a sidebar category that has a page of its own (a generated
 *   index, or a doc whose `<DocCardList />` lists the category's items);
 * - a sibling of a page that renders doc cards itself: `<DocCardList />`
 *   lists the items of the page's own category (or of the sidebar's top
 *   level);
 * - named by `docId` in such a page (cards built from explicit items).
 * Which pages render cards, and the ids they name, come from the loader's
 * options (plugins/client-bundle reads the page sources). Ids, titles and
 * sidebars always stay, so `useDocById` and the sidebar work as before.
 */

/**
 * @typedef {{ type: string, docId?: string, items?: SidebarItem[], href?: string }} SidebarItem
 * @typedef {{ pages?: string[], docIds?: string[] }} CardSources
 */

/** The ids of the docs that link items of a list point at. */
function docIdsOf(items, into) {
  for (const item of items) if (item.type === 'link' && item.docId) into.add(item.docId);
}

/**
 * The ids of the docs whose description some card of this version can show.
 * @param {{ docsSidebars?: Record<string, SidebarItem[]> }} version the version props
 * @param {CardSources} [cards] pages that render doc cards, and the doc ids they name
 * @returns {Set<string>}
 */
function docsCardsCanShow(version, cards = {}) {
  const shown = new Set(cards.docIds ?? []);
  const cardPages = new Set(cards.pages ?? []);
  const visit = (items) => {
    if (items.some((item) => item.type === 'link' && item.docId && cardPages.has(item.docId))) docIdsOf(items, shown);
    for (const item of items) {
      if (item.type !== 'category' || !Array.isArray(item.items)) continue;
      if (item.href) docIdsOf(item.items, shown);
      visit(item.items);
    }
  };
  for (const sidebar of Object.values(version.docsSidebars ?? {})) visit(sidebar);
  return shown;
}

/**
 * The props with descriptions kept only for the docs a card can show.
 * @param {unknown} props a route props object; anything but version props is returned as is
 * @param {Record<string, CardSources>} cardsByVersion by `<pluginId>/<version name>`
 */
function trimVersionProps(props, cardsByVersion = {}) {
  const version = props && props.version;
  const docs = version && version.docs;
  if (!docs || typeof docs !== 'object') return props;
  const shown = docsCardsCanShow(version, cardsByVersion[`${version.pluginId}/${version.version}`]);
  for (const [id, doc] of Object.entries(docs)) if (!shown.has(id)) delete doc.description;
  return props;
}

function versionPropsLoader(source) {
  const props = JSON.parse(source);
  if (!props || !props.version || !props.version.docs) return source;
  const { cardsByVersion } = this.getOptions() || {};
  return JSON.stringify(trimVersionProps(props, cardsByVersion));
}

module.exports = versionPropsLoader;
module.exports.docsCardsCanShow = docsCardsCanShow;
module.exports.trimVersionProps = trimVersionProps;
