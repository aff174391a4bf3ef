import type { LoadContext, Plugin } from '@docusaurus/types';
import logger from '@docusaurus/logger';
import { SEARCH_INDEX_FORMAT_VERSION, SEARCH_PLUGIN_NAME, type SearchIndexGlobalData } from '../../src/search/options';
import { collectPages, collectVersions, latestVersion, pagesOfVersion, type DocsVersion } from '../page-sources/collectPages';
import { splitPageFile } from './splitSections';
import { sourceOptionsFor } from '../page-sources/parseSource';
import { buildIndex, toSearchDocuments, type SplitPage } from './buildIndex';
import { allSearchFiles, copySearchFiles, generatedFolder, summaryLine, writeSearchFiles } from './emit';
import { verifyBuiltPages } from './verify';
import { serveInDev } from '../lib/generatedFolder';

/** A site without docs still gets an index (of its MDX pages), under this version name. */
const NO_DOCS_VERSION: DocsVersion = { name: 'current', label: 'Next', path: '/', isLast: true, banner: null, badge: false };

/**
 * The build half of local search: indexes the docs and MDX pages into a
 * MiniSearch index (src/search/options.ts is the contract) and ships it as
 * hashed JSON files under `/.search/`, the same in dev and in builds: the
 * index file, its term and excerpt files, and the phrase texts. Each docs
 * version gets an index of its own (its docs and the MDX pages). Global data
 * carries only the index and texts file names, by version.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const folder = generatedFolder(context.generatedFilesDir);
  let last: { files: string[]; pages: SplitPage[] } | undefined;

  return {
    name: SEARCH_PLUGIN_NAME,

    // Runs after every content (re)load, in dev too, so the dev index follows edits.
    async allContentLoaded({ allContent, actions }) {
      const sources = collectPages(allContent, context.siteDir);
      const pages = await Promise.all(
        sources.map(async (page) => ({
          filePath: page.filePath,
          permalink: page.permalink,
          version: page.version,
          documents: await splitPageFile(page, sourceOptionsFor(context.siteConfig.markdown, page.filePath)),
        })),
      );
      const collected = collectVersions(allContent);
      const versions = collected.length > 0 ? collected : [NO_DOCS_VERSION];
      const builts = versions.map((version) => buildIndex(toSearchDocuments(pagesOfVersion(pages, version))));
      const names = await writeSearchFiles(folder, builts);
      actions.setGlobalData({
        formatVersion: SEARCH_INDEX_FORMAT_VERSION,
        indexes: Object.fromEntries(versions.map((version, position) => [version.name, names[position]])),
        latestVersion: (latestVersion(versions) ?? versions[0]).name,
      } satisfies SearchIndexGlobalData);
      builts.forEach((built, position) => logger.info(summaryLine(built, versions.length > 1 ? versions[position].label : undefined)));
      last = { files: [...allSearchFiles(...builts).keys()], pages };
    },

    configureWebpack: serveInDev(folder, context.baseUrl),

    async postBuild({ outDir }) {
      if (!last) throw new Error(`[${SEARCH_PLUGIN_NAME}] No index was built before postBuild.`);
      await copySearchFiles(folder, outDir, last.files);
      await verifyBuiltPages(
        outDir,
        context.baseUrl,
        last.pages.map(({ filePath, permalink, documents }) => ({
          filePath,
          permalink,
          anchors: documents.flatMap((document) => (document.anchor ? [document.anchor] : [])),
        })),
      );
    },
  };
}
