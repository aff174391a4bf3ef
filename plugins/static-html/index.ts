import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { STATIC_HTML_ATTRIBUTE } from '../../src/staticHtml/attribute';
import { mdxModuleRule } from '../lib/mdxModuleRule';
import { PLAIN_TAGS } from '../rehype/staticHtml';

/**
 * The static-HTML mechanism's plugin: plain prose of MDX pages is HTML made
 * at build time (plugins/rehype/staticHtml.ts, one of the site's rehype
 * plugins), and the browser build takes those strings out of each page's
 * script (./clientLoader.cjs, registered here), since the server's HTML
 * already holds them (src/staticHtml reads them back).
 *
 * What would make it wrong, it refuses: plain elements never go through
 * MDX's components, so a theme component a writer puts in place of one of
 * them would apply to almost nothing, silently.
 */
export default function staticHtmlPlugin(context: LoadContext): Plugin {
  const problems = plainTagOverrides(context.siteDir);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    name: 'vx-static-html',
    configureWebpack(_config, isServer) {
      // The server build keeps the strings: that is what writes the HTML.
      if (isServer) return {};
      return {
        module: {
          rules: [mdxModuleRule([{ loader: path.resolve(__dirname, 'clientLoader.cjs'), options: { attribute: STATIC_HTML_ATTRIBUTE } }])],
        },
      };
    },
  };
}

/** theme-classic's MDX components by file (src/theme/MDXComponents/<File>), with the tags they render. */
const MDX_COMPONENT_FILES: Readonly<Record<string, readonly string[]>> = {
  A: ['a'],
  Code: ['code'],
  Details: ['details'],
  Heading: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  Img: ['img'],
  Li: ['li'],
  Pre: ['pre'],
  Ul: ['ul'],
};

/**
 * Tags our own src/theme/MDXComponents.tsx maps to a component although
 * they are plain, and why that is right: the component renders a plain
 * element for every element the build writes as HTML.
 */
export const PLAIN_TAGS_WITH_OUR_COMPONENT: Readonly<Record<string, string>> = {
  li: 'ListItem (src/components/mdx/TaskList) renders a plain <li>; a task item has a class, so the build never writes it as HTML.',
};

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** Shadows and MDXComponents entries that plain prose would bypass, each with its way out. */
export function plainTagOverrides(siteDir: string): string[] {
  const themeDir = path.join(siteDir, 'src/theme');
  const wayOut = (tag: string) =>
    `plain <${tag}> elements are written as HTML at build time (plugins/rehype/staticHtml.ts) and never render through it. ` +
    `Take '${tag}' out of PLAIN_TAGS there to have it apply everywhere (pages carry more JavaScript), or remove the override.`;
  const problems: string[] = [];
  for (const [file, tags] of Object.entries(MDX_COMPONENT_FILES)) {
    const plain = tags.filter((tag) => PLAIN_TAGS.has(tag));
    if (plain.length === 0) continue;
    const shadow = SCRIPT_EXTENSIONS.flatMap((extension) => [`MDXComponents/${file}${extension}`, `MDXComponents/${file}/index${extension}`]).find((name) =>
      existsSync(path.join(themeDir, name)),
    );
    if (shadow) problems.push(`[vx-static-html] src/theme/${shadow} shadows @theme/MDXComponents/${file}, but ${wayOut(plain[0]!)}`);
  }
  const map = SCRIPT_EXTENSIONS.map((extension) => path.join(themeDir, `MDXComponents${extension}`)).find(existsSync);
  if (map) {
    const source = readFileSync(map, 'utf8');
    for (const [, tag] of source.matchAll(/^\s*['"]?([a-z][a-z0-9]*)['"]?\s*:/gm)) {
      if (PLAIN_TAGS.has(tag!) && !Object.hasOwn(PLAIN_TAGS_WITH_OUR_COMPONENT, tag!)) {
        problems.push(`[vx-static-html] ${path.relative(siteDir, map)} maps <${tag}> to a component, but ${wayOut(tag!)}`);
      }
    }
  }
  return problems;
}
