import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { ThemeExtras } from './src/theme-extras';
import {
  ANALYTICS_DOMAIN,
  ANALYTICS_SCRIPT,
  EDIT_URL_BASE,
  GITHUB_ORG_URL,
  SITE_DESCRIPTION,
  SITE_TITLE,
  SITE_URL,
  SUPPORT_URL,
  XMTP_ORG_URL,
} from './src/site';
import { normalizeBasePath } from './plugins/lib/basePath.mjs';
import { SSR_TEMPLATE } from './src/ssrTemplate';
import { lastUpdateSource } from './plugins/lib/gitHistory';
import htmlSuffixPlugin from './plugins/html-suffix';
import diagramsPlugin from './plugins/diagrams';
import codePlugin from './plugins/code';
import cacheKeyPlugin from './plugins/cache-key';
import themeModePlugin from './plugins/theme-mode';
import tabChoicePlugin from './plugins/tab-choice';
import bannerPlugin from './plugins/banner';
import searchIndexPlugin from './plugins/search-index';
import docsVersionsPlugin from './plugins/docs-versions';
import chromeFeaturesPlugin from './plugins/chrome-features';
import hostingPlugin from './plugins/hosting';
import markdownTwinsPlugin, { type MarkdownTwinsOptions } from './plugins/markdown-twins';
import { bannerKey } from './src/utils/banner';
import clientBundlePlugin from './plugins/client-bundle';
import staticHtmlPlugin from './plugins/static-html';
import { SITE_MARKDOWN_PLUGINS } from './plugins/markdown';
import { withSiteMarkdown } from './plugins/lib/contentPlugins';
import { parseFrontMatterWithoutSectionKeywords } from './plugins/page-sources/keywords';

/**
 * The banner above every page (HTML). Change the text and readers who
 * dismissed the old one see it again: dismissal is tied to the content.
 */
const BANNER_CONTENT =
  'These docs describe XMTP as of November 2024: the V2 messaging SDKs and the first V3 SDKs. ' +
  'For the latest, visit <a href="https://xmtp.org/" target="_blank" rel="noopener noreferrer">xmtp.org</a>.';

/**
 * The test build under a base path (tests/integration/noBrowserBuild.test.ts) also sets E2E_EXTRA_NAV=1:
 * the real top nav is two links, so that build adds a dropdown and a fourth
 * item to exercise the dropdown, the accordion and the tighter spacing.
 */
const E2E_EXTRA_NAV = process.env.E2E_EXTRA_NAV === '1';

/** Serve the site under a sub-path, e.g. `BASE_PATH=/docs/ npm run build`. */
const baseUrl = normalizeBasePath(process.env.BASE_PATH);

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_DESCRIPTION,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl,
  // "/get-started/intro" is written to get-started/intro.html, so the ".html"
  // form of every path is a real file; plugins/html-suffix lets the router
  // accept it too.
  trailingSlash: false,
  // Its inline script would only warn about a wrong baseUrl; the tests build under a base path instead.
  baseUrlIssueBanner: false,
  titleDelimiter: '–',
  // The app's scripts start after the first paint (see src/ssrTemplate.ts).
  ssrTemplate: SSR_TEMPLATE,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // Section keywords serve our search only (plugins/page-sources/keywords.ts).
    parseFrontMatter: parseFrontMatterWithoutSectionKeywords,
  },

  future: {
    v4: true,
    faster: true,
    // "Last updated" times need git history; a copy without .git still builds.
    ...lastUpdateSource(__dirname),
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  scripts: [{ src: ANALYTICS_SCRIPT, defer: true, 'data-domain': ANALYTICS_DOMAIN }],
  clientModules: [
    // First: it must wrap the chunk loader before anything asks for a chunk.
    './src/client/preloadError.tsx',
    './src/client/safeLocation.ts',
    // Right after: it reads the (now decodable) address and may leave at once.
    './src/client/redirectOnStart.ts',
    './src/client/navigationHistory.ts',
    './src/client/scrollRestoration.ts',
    './src/client/routeFocus.ts',
  ],

  plugins: [
    cacheKeyPlugin,
    clientBundlePlugin,
    staticHtmlPlugin,
    htmlSuffixPlugin,
    // themeConfig.prism for code highlighted at build time: languages, magic comments, themes.
    codePlugin,
    diagramsPlugin,
    themeModePlugin,
    tabChoicePlugin,
    bannerPlugin,
    docsVersionsPlugin,
    chromeFeaturesPlugin,
    // Queries as readers type them, with the pages that answer them: they teach search readers' words (src/search/readerQueries.ts).
    [searchIndexPlugin, { examples: 'src/search/data/examples.json' }],
    [
      markdownTwinsPlugin,
      {
        sidebarId: 'docs',
        notes: [
          'These docs describe XMTP as of November 2024: the V2 messaging SDKs and the first V3 SDKs. ' +
            `For the latest, visit [xmtp.org](${XMTP_ORG_URL}).`,
          'Every page is also served as Markdown: add `.md` to its address (the home page is `/index.md`). ' +
            'The links below point at those Markdown files, and `llms-full.txt` holds every page in one file.',
        ],
      } satisfies MarkdownTwinsOptions,
    ],
    hostingPlugin,
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          // Docs live at the site root: /get-started/intro, not /docs/get-started/intro.
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // The pages' canonical sources live in the xmtp/docs-xmtp-org repository.
          editUrl: ({ docPath }) => `${EDIT_URL_BASE}${docPath}`,
          showLastUpdateTime: true,
          breadcrumbs: false,
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: 'date', changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // No stored choice: follow the system (plugins/theme-mode applies it before paint).
    colorMode: { respectPrefersColorScheme: true },
    announcementBar: {
      // Keyed to the content so Docusaurus' own dismissal resets with ours.
      id: bannerKey(BANNER_CONTENT),
      content: BANNER_CONTENT,
      backgroundColor: 'var(--vx-banner-bg)',
      textColor: 'var(--vx-banner-text)',
    },
    vx: {
      banner: { height: '36px', dismissable: true },
      socials: [{ icon: 'github', label: 'GitHub', link: GITHUB_ORG_URL }],
    },
    navbar: {
      title: 'XMTP Docs',
      logo: {
        alt: 'Logo',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 28,
        height: 28,
      },
      items: [
        { label: 'Support', href: SUPPORT_URL, position: 'right', className: 'vx-support-link' },
        { label: 'XMTP.org', href: XMTP_ORG_URL, position: 'right' },
        ...(E2E_EXTRA_NAV
          ? [
              {
                type: 'dropdown',
                label: 'SDK references',
                position: 'right' as const,
                items: [
                  { label: 'JavaScript', href: 'https://xmtp-js.pages.dev/modules' },
                  { label: 'Kotlin', href: 'https://xmtp.github.io/xmtp-android/' },
                ],
              },
              { label: 'FAQ', to: '/get-started/faq', position: 'right' as const },
            ]
          : []),
      ],
    },
    // Our Footer (src/theme/Footer) shows each column as one centred row, top
    // to bottom, without titles; the copyright closes the last row. `to` links
    // stay on the site (base path added), `href` URLs open in a new tab.
    footer: {
      style: 'light',
      links: [
        { title: null, items: [{ label: 'Visit xmtp.org', href: XMTP_ORG_URL }] },
        {
          title: null,
          items: [
            { label: 'Privacy policy', to: '/privacy' },
            { label: 'Terms of service', to: '/terms' },
          ],
        },
        {
          title: null,
          items: [{ label: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' }],
        },
      ],
      copyright: `Copyright © 2024-present XMTP.`,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    // Code is highlighted at build time (plugins/remark/highlightCode.ts) and
    // coloured by CSS tokens (src/css/custom.css); an empty theme keeps them
    // (a Prism theme here would be turned into CSS for them: plugins/code).
    prism: { theme: { plain: {}, styles: [] } },
  } satisfies Preset.ThemeConfig & ThemeExtras,
};

// Every content plugin (these, and any a writer adds) gets the site's remark and rehype plugins.
export default withSiteMarkdown(config, SITE_MARKDOWN_PLUGINS);
