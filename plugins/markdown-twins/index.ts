import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { logger } from '@docusaurus/logger';
import { Joi } from '@docusaurus/utils-validation';
import { collectPages, collectSidebars, collectVersions, type PageSource } from '../page-sources/collectPages';
import { sourceOptionsFor } from '../page-sources/parseSource';
import { loadPageTree } from '../page-sources/pageTree';
import { codeConventionsOf, type PrismCodeConfig } from '../remark/codeConfig';
import { escapeSpaces, pageToMarkdown, type TwinContext } from './toMarkdown';
import { markdownLinkResolver } from './markdownLinks';
import { categoryItemsPlural, docCardsOf } from './docCards';
import { homeToMarkdown } from './homePage';
import { HOME_HEADLINE } from '../../src/homeContent';
import { llmsSections, renderLlmsFullTxt, renderLlmsTxt, type TwinPage } from './llmsTxt';
import { writeTwinFiles, type TwinFile } from './emit';
import { mdxLeftovers } from './verify';
import { llmsFolder, llmsPagesOf, versionIntro } from './versions';
import { serveInDev } from '../lib/generatedFolder';
import { LLMS_FULL_TXT, LLMS_TXT, markdownTwinPath } from '../../src/markdownTwins';

const NAME = 'vx-markdown-twins';

export interface MarkdownTwinsOptions {
  /** The sidebar whose order llms.txt follows. */
  sidebarId: string;
  /** Markdown paragraphs llms.txt gives after the site's summary. */
  notes: string[];
}

const OptionsSchema = Joi.object({
  sidebarId: Joi.string().default('docs'),
  notes: Joi.array().items(Joi.string()).default([]),
  // Docusaurus gives every plugin an id; this one runs once.
  id: Joi.any().strip(),
});

/** The options from the config, checked and with defaults; a mistake stops the build with Joi's message. */
export function normalizeOptions(options: unknown): MarkdownTwinsOptions {
  return Joi.attempt(options ?? {}, OptionsSchema, `[${NAME}] Invalid options:`) as MarkdownTwinsOptions;
}

/**
 * Docs for machines: a Markdown twin of every page at `<path>.md` (of every
 * docs version), plus `/llms.txt` and `/llms-full.txt` for the latest
 * version and the same pair under each other version's path
 * (`/next/llms.txt`). Written on every content load (so the dev server
 * serves them too) into a generated folder, and copied into the build.
 */
export default function markdownTwinsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const folder = path.join(context.generatedFilesDir, NAME);
  const { siteConfig, baseUrl } = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const absolute = (href: string) => (href.startsWith('/') ? `${origin}${baseUrl.replace(/\/$/, '')}${href}` : href);
  const pageUrl = (permalink: string) => escapeSpaces(`${origin}${permalink}`);
  const twinUrl = (permalink: string) => escapeSpaces(`${origin}${markdownTwinPath(permalink)}`);

  const themeConfig = (siteConfig.themeConfig ?? {}) as { prism?: PrismCodeConfig; tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number } };
  const code = codeConventionsOf(themeConfig.prism);
  const tocLevels = { min: themeConfig.tableOfContents?.minHeadingLevel ?? 2, max: themeConfig.tableOfContents?.maxHeadingLevel ?? 3 };
  const categoryItemsDescription = categoryItemsPlural(context.i18n?.currentLocale ?? 'en', context.codeTranslations ?? {});

  /** The files next to pages that twins link to (`./img/chart.png`), by the URL path the twins give them. */
  const sourceFiles = new Map<string, string>();

  async function twinOf(page: PageSource, permalinkOfLink: TwinContext['permalinkOfLink'], cards: ReturnType<typeof docCardsOf>): Promise<TwinPage> {
    const source = await readFile(page.filePath, 'utf8');
    const { tree, scope } = loadPageTree(source, page.filePath, {
      siteDir: context.siteDir,
      sourceOptions: (file) => sourceOptionsFor(siteConfig.markdown, file),
      plugin: NAME,
    });
    const title = page.title ?? page.permalink;
    const markdown = pageToMarkdown(tree, {
      filePath: path.relative(context.siteDir, page.filePath),
      title,
      pageUrl: pageUrl(page.permalink),
      siteUrl: `${origin}${baseUrl.replace(/\/$/, '')}`,
      permalinkOfLink,
      // Only the site's own files: a link that climbs out of the site publishes nothing.
      onSourceFile: (file, urlPath) => !path.relative(context.siteDir, file).startsWith('..') && sourceFiles.set(urlPath, file),
      scope,
      sidebarCards: cards.cardsOf(page),
      docDescription: (docId) => cards.descriptionOf(page.version, docId),
      categoryItemsDescription,
      tocLevels,
      magicComments: code.magicComments,
      defaultLanguage: code.defaultLanguage,
      warn: (message) => logger.warn(message),
    });
    // A Markdown (.md) page may hold HTML, which its twin keeps: HTML is Markdown too.
    const leftovers = mdxLeftovers(markdown, { html: sourceOptionsFor(siteConfig.markdown, page.filePath).format === 'md' });
    if (leftovers.length > 0) {
      throw new Error(
        `[${NAME}] The Markdown twin of ${path.relative(context.siteDir, page.filePath)} still holds MDX:\n` +
          leftovers.map((problem) => `  - ${problem}`).join('\n'),
      );
    }
    return { title, description: page.description, permalink: page.permalink, docId: page.docId, version: page.version, markdown };
  }

  /** Copies of the files twins link to, at the paths the twins name; a link to a file that is not there stays as written. */
  async function sourceFilesToCopy(): Promise<TwinFile[]> {
    const copies = await Promise.all(
      [...sourceFiles].map(async ([urlPath, file]) => {
        const content = await readFile(file).catch(() => undefined);
        return content && urlPath.startsWith(baseUrl) ? [{ path: urlPath.slice(baseUrl.length), content }] : [];
      }),
    );
    return copies.flat();
  }

  return {
    name: NAME,

    async allContentLoaded({ allContent }) {
      sourceFiles.clear();
      const sources = collectPages(allContent, context.siteDir, { routes: context.siteConfig });
      // Links may lead to unlisted pages too, which have no twin of their own.
      const byFile = new Map(collectPages(allContent, context.siteDir, { includeUnlisted: true, routes: context.siteConfig }).map((page) => [page.filePath, page.permalink]));
      // Twins name their files relative to the site (see twinOf), and so do their links.
      const cards = docCardsOf(allContent, categoryItemsDescription, context.siteConfig);
      const resolveLink = markdownLinkResolver(allContent, context.siteDir, byFile);
      const twins = await Promise.all(sources.map((page) => twinOf(page, (link, fromFile) => resolveLink(link, path.resolve(context.siteDir, fromFile)), cards)));
      const home: TwinPage = {
        title: HOME_HEADLINE,
        description: 'The home page: where to start, by what you want to build.',
        permalink: baseUrl,
        docId: undefined,
        markdown: homeToMarkdown(absolute),
      };
      const pages = [home, ...twins];
      const intro = { title: siteConfig.title, summary: siteConfig.tagline, notes: options.notes };
      const versions = collectVersions(allContent);
      const llmsUrl = (version: (typeof versions)[number]) => `${origin}${baseUrl}${llmsFolder(version, baseUrl)}${LLMS_TXT}`;
      // A site without docs still describes its pages.
      const llmsFiles = (versions.length > 0 ? versions : [undefined]).flatMap((version): TwinFile[] => {
        const versionPages = version ? llmsPagesOf(pages, version) : pages;
        const sidebar = collectSidebars(allContent, version?.name)[options.sidebarId] ?? [];
        const sections = llmsSections(sidebar, versionPages, { page: pageUrl, twin: twinUrl }, (page) => page === home);
        const versionedIntro = version ? versionIntro(intro, version, versions, llmsUrl) : intro;
        const folderOf = version ? llmsFolder(version, baseUrl) : '';
        return [
          { path: `${folderOf}${LLMS_TXT}`, content: renderLlmsTxt(versionedIntro, sections) },
          { path: `${folderOf}${LLMS_FULL_TXT}`, content: renderLlmsFullTxt(versionedIntro, sections, pageUrl) },
        ];
      });
      const files: TwinFile[] = [
        ...pages.map((page) => ({ path: markdownTwinPath(page.permalink).slice(baseUrl.length), content: page.markdown })),
        ...llmsFiles,
        ...(await sourceFilesToCopy()),
      ];
      await writeTwinFiles(folder, files);
      const others = versions.length > 1 ? ` (and for each other docs version, under its path)` : '';
      logger.info(`[${NAME}] ${pages.length} Markdown twins, ${LLMS_TXT} and ${LLMS_FULL_TXT}${others}`);
    },

    configureWebpack: serveInDev(folder, baseUrl),

    async postBuild({ outDir }) {
      await cp(folder, outDir, { recursive: true });
    },
  };
}
