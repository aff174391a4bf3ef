import type { Config } from '@docusaurus/types';

/**
 * This site's pages need its own remark and rehype plugins: code is
 * highlighted at build time, code groups, steps and diagrams are made from
 * Markdown, plain prose becomes ready-made HTML. A Docusaurus writer adds
 * content the Docusaurus way (a second docs instance, the blog, a pages
 * folder) without knowing that, and would get pages whose code shows in one
 * colour and whose code groups never form. So the config hands every
 * content plugin the site's Markdown plugins, after the writer's own: the
 * classic preset's docs, blog and pages, and any content plugin in `plugins`.
 */

export interface SiteMarkdownPlugins {
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
}

/** The content plugins' names, in every form a config may give them. */
const CONTENT_PLUGINS = /^(@docusaurus\/plugin-)?content-(docs|blog|pages)$|[\\/]@docusaurus[\\/]plugin-content-(docs|blog|pages)([\\/]|$)/;
const CLASSIC_PRESET = /^(@docusaurus\/preset-)?classic$|[\\/]@docusaurus[\\/]preset-classic([\\/]|$)/;
/** The classic preset's options that configure a content plugin. */
const PRESET_CONTENT_KEYS = ['docs', 'blog', 'pages'] as const;

interface ContentOptions {
  remarkPlugins?: unknown[];
  rehypePlugins?: unknown[];
  [key: string]: unknown;
}

/** The writer's plugins, then those of the site's that they lack (the same plugin twice would run twice). */
function withSitePlugins(options: ContentOptions | undefined, site: SiteMarkdownPlugins): ContentOptions {
  const merge = (own: unknown[] | undefined, ours: unknown[]) => {
    const list = own ?? [];
    const present = new Set(list.map((entry) => (Array.isArray(entry) ? entry[0] : entry)));
    return [...list, ...ours.filter((plugin) => !present.has(Array.isArray(plugin) ? plugin[0] : plugin))];
  };
  return {
    ...options,
    remarkPlugins: merge(options?.remarkPlugins, site.remarkPlugins),
    rehypePlugins: merge(options?.rehypePlugins, site.rehypePlugins),
  };
}

function pluginName(entry: unknown): string | undefined {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' ? name : undefined;
}

function withSiteMarkdownInPreset<Entry>(preset: Entry, site: SiteMarkdownPlugins): Entry | [string, Record<string, unknown>] {
  const name = pluginName(preset);
  if (!name || !CLASSIC_PRESET.test(name)) return preset;
  const options = (Array.isArray(preset) ? (preset[1] ?? {}) : {}) as Record<string, ContentOptions | false | undefined>;
  const updated: Record<string, unknown> = { ...options };
  for (const key of PRESET_CONTENT_KEYS) {
    // `false` turns the plugin off; left out, the preset turns it on with its defaults.
    if (options[key] !== false) updated[key] = withSitePlugins(options[key] as ContentOptions | undefined, site);
  }
  return [name, updated];
}

function withSiteMarkdownInPlugin<Entry>(plugin: Entry, site: SiteMarkdownPlugins): Entry | [string, ContentOptions] {
  const name = pluginName(plugin);
  if (!name || !CONTENT_PLUGINS.test(name)) return plugin;
  const options = Array.isArray(plugin) ? (plugin[1] as ContentOptions | undefined) : undefined;
  return [name, withSitePlugins(options, site)];
}

/** The config with the site's Markdown plugins given to every content plugin it has. */
export function withSiteMarkdown(config: Config, site: SiteMarkdownPlugins): Config {
  return {
    ...config,
    presets: config.presets?.map((preset) => withSiteMarkdownInPreset(preset, site)) as Config['presets'],
    plugins: config.plugins?.map((plugin) => withSiteMarkdownInPlugin(plugin, site)) as Config['plugins'],
  };
}
