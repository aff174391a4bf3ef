import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import logger from '@docusaurus/logger';
import { Joi } from '@docusaurus/utils-validation';
import { collectPages, collectSidebars, type PageSource } from '../page-sources/collectPages';
import { parseSource, sourceOptionsFor } from '../page-sources/parseSource';
import { pageToMarkdown } from './toMarkdown';
import { homeToMarkdown } from './homePage';
import { HOME_HEADLINE } from '../../src/components/home/homeContent';
import { llmsSections, renderLlmsFullTxt, renderLlmsTxt, type TwinPage } from './llmsTxt';
import { writeTwinFiles, type TwinFile } from './emit';
import { mdxLeftovers } from './verify';
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
 * Docs for machines: a Markdown twin of every page at `<path>.md`, plus
 * `/llms.txt` and `/llms-full.txt`. Written on every content load (so the dev
 * server serves them too) into a generated folder, and copied into the build.
 */
export default function markdownTwinsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const folder = path.join(context.generatedFilesDir, NAME);
  const { siteConfig, baseUrl } = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const absolute = (href: string) => (href.startsWith('/') ? `${origin}${baseUrl.replace(/\/$/, '')}${href}` : href);
  const pageUrl = (permalink: string) => `${origin}${permalink}`;
  const twinUrl = (permalink: string) => `${origin}${markdownTwinPath(permalink)}`;

  async function twinOf(page: PageSource, permalinkOfFile: (file: string) => string | undefined): Promise<TwinPage> {
    const source = await readFile(page.filePath, 'utf8');
    const tree = parseSource(source, page.filePath, sourceOptionsFor(siteConfig.markdown, page.filePath), NAME);
    const title = page.title ?? page.permalink;
    const markdown = pageToMarkdown(tree, {
      filePath: path.relative(context.siteDir, page.filePath),
      title,
      pageUrl: pageUrl(page.permalink),
      siteUrl: `${origin}${baseUrl.replace(/\/$/, '')}`,
      permalinkOfFile,
    });
    const leftovers = mdxLeftovers(markdown);
    if (leftovers.length > 0) {
      throw new Error(
        `[${NAME}] The Markdown twin of ${path.relative(context.siteDir, page.filePath)} still holds MDX:\n` +
          leftovers.map((problem) => `  - ${problem}`).join('\n'),
      );
    }
    return { title, description: page.description, permalink: page.permalink, docId: page.docId, markdown };
  }

  return {
    name: NAME,

    async allContentLoaded({ allContent }) {
      const sources = collectPages(allContent, context.siteDir);
      const byFile = new Map(sources.map((page) => [page.filePath, page.permalink]));
      const twins = await Promise.all(sources.map((page) => twinOf(page, (file) => byFile.get(file))));
      const home: TwinPage = {
        title: HOME_HEADLINE,
        description: 'The home page: where to start, by what you want to build.',
        permalink: baseUrl,
        docId: undefined,
        markdown: homeToMarkdown(absolute),
      };
      const pages = [home, ...twins];
      const sidebar = collectSidebars(allContent)[options.sidebarId] ?? [];
      const sections = llmsSections(sidebar, pages, { page: pageUrl, twin: twinUrl }, (page) => page === home);
      const intro = { title: siteConfig.title, summary: siteConfig.tagline, notes: options.notes };
      const files: TwinFile[] = [
        ...pages.map((page) => ({ path: markdownTwinPath(page.permalink).slice(baseUrl.length), content: page.markdown })),
        { path: LLMS_TXT, content: renderLlmsTxt(intro, sections) },
        { path: LLMS_FULL_TXT, content: renderLlmsFullTxt(intro, sections, pageUrl) },
      ];
      await writeTwinFiles(folder, files);
      logger.info(`[${NAME}] ${pages.length} Markdown twins, ${LLMS_TXT} and ${LLMS_FULL_TXT}`);
    },

    configureWebpack: serveInDev(folder, baseUrl),

    async postBuild({ outDir }) {
      await cp(folder, outDir, { recursive: true });
    },
  };
}
