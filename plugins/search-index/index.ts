import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { logger } from '@docusaurus/logger';
import { SEARCH_INDEX_FORMAT_VERSION, SEARCH_PLUGIN_NAME, type ReaderQuery, type SearchIndexGlobalData } from '../../src/search/build';
import { collectPages, collectVersions, latestVersion, pagesOfVersion, type DocsVersion } from '../page-sources/collectPages';
import { splitPageFile } from './splitSections';
import { sourceOptionsFor } from '../page-sources/parseSource';
import { codeConventionsOf, type PrismCodeConfig } from '../remark/codeConfig';
import { buildIndex, toSearchDocuments, type SplitPage } from './buildIndex';
import { allSearchFiles, copySearchFiles, generatedFolder, summaryLine, writeSearchFiles } from './emit';
import { verifyBuiltPages } from './verify';
import { serveInDev } from '../lib/generatedFolder';

/** A site without docs still gets an index (of its MDX pages), under this version name. */
const NO_DOCS_VERSION: DocsVersion = { name: 'current', label: 'Next', path: '/', isLast: true, banner: null, badge: false };

export interface SearchIndexPluginOptions {
  /**
   * A JSON file, relative to the site folder, of reader examples: queries as
   * readers type them, each with the pages that answer it
   * (`{ "examples": [{ "query", "answers": [route…] }] }`; this site's is
   * src/search/data/examples.json). Ranking learns readers' words from them
   * (src/search/readerQueries.ts).
   */
  examples?: string;
}

const OptionsSchema = Joi.object({
  examples: Joi.string(),
  // Docusaurus adds the plugin's id.
  id: Joi.any().strip(),
});

/** The options from the config, checked; a mistake stops the build with Joi's message. */
export function normalizeOptions(options: unknown): SearchIndexPluginOptions {
  return Joi.attempt(options ?? {}, OptionsSchema, `[${SEARCH_PLUGIN_NAME}] Invalid options:`) as SearchIndexPluginOptions;
}

/** The reader examples of `file`; throws, naming the file and the entry, on one it cannot read. */
export async function loadReaderExamples(file: string): Promise<ReaderQuery[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`[${SEARCH_PLUGIN_NAME}] Cannot read the reader examples ${file}: ${(error as Error).message}`);
  }
  const examples = (json as { examples?: unknown } | null)?.examples;
  if (!Array.isArray(examples)) throw new Error(`[${SEARCH_PLUGIN_NAME}] ${file} has no "examples" list.`);
  examples.forEach((entry: { query?: unknown; answers?: unknown } | null, position) => {
    const answers = entry?.answers;
    if (typeof entry?.query !== 'string' || !Array.isArray(answers) || !answers.every((answer) => typeof answer === 'string' && answer.startsWith('/'))) {
      throw new Error(`[${SEARCH_PLUGIN_NAME}] ${file}: example ${position + 1} is not { "query": text, "answers": [route…] }.`);
    }
  });
  return examples as ReaderQuery[];
}

/**
 * The build half of local search: indexes the docs and MDX pages into a
 * MiniSearch index (src/search/contract.ts is the contract) and ships it as
 * hashed JSON files under `/.search/`, the same in dev and in builds: the
 * index file, its term, lexicon and document files, and the phrase texts. Each docs
 * version gets an index of its own (its docs and the MDX pages). Global data
 * carries only the index and texts file names, by version.
 */
export default function searchIndexPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const folder = generatedFolder(context.generatedFilesDir);
  const examplesFile = options.examples === undefined ? undefined : path.resolve(context.siteDir, options.examples);
  let last: { files: string[]; pages: SplitPage[] } | undefined;

  return {
    name: SEARCH_PLUGIN_NAME,

    // Runs after every content (re)load, in dev too, so the dev index follows edits.
    async allContentLoaded({ allContent, actions }) {
      const sources = collectPages(allContent, context.siteDir, { routes: context.siteConfig });
      const split = {
        siteDir: context.siteDir,
        sourceOptions: (file: string) => sourceOptionsFor(context.siteConfig.markdown, file),
        code: { magicComments: codeConventionsOf((context.siteConfig.themeConfig as { prism?: PrismCodeConfig } | undefined)?.prism).magicComments },
      };
      const pages = await Promise.all(
        sources.map(async (page) => ({
          filePath: page.filePath,
          permalink: page.permalink,
          version: page.version,
          documents: await splitPageFile(page, sourceOptionsFor(context.siteConfig.markdown, page.filePath), split),
        })),
      );
      const collected = collectVersions(allContent);
      const versions = collected.length > 0 ? collected : [NO_DOCS_VERSION];
      // Read on every load, so that in dev an edit to the examples shows in the next search.
      const readerQueries = examplesFile ? await loadReaderExamples(examplesFile) : [];
      const builts = versions.map((version) =>
        buildIndex(toSearchDocuments(pagesOfVersion(pages, version)), { readerQueries, routeBase: version === NO_DOCS_VERSION ? context.baseUrl : version.path }),
      );
      const names = await writeSearchFiles(folder, builts);
      actions.setGlobalData({
        formatVersion: SEARCH_INDEX_FORMAT_VERSION,
        indexes: Object.fromEntries(versions.map((version, position) => [version.name, names[position]])),
        latestVersion: (latestVersion(versions) ?? versions[0]).name,
      } satisfies SearchIndexGlobalData);
      builts.forEach((built, position) => logger.info(summaryLine(built, versions.length > 1 ? versions[position].label : undefined)));
      last = { files: [...allSearchFiles(...builts).keys()], pages };
    },

    getPathsToWatch: () => (examplesFile ? [examplesFile] : []),

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
