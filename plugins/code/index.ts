import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { themes } from 'prism-react-renderer';
import { codeConventionsOf, setCodeConventions } from '../remark/codeConfig';
import type { MagicComment } from '../remark/magicComments';
import { loadLanguage } from '../remark/prismLanguages';
import { prismThemeCss, type PrismTheme } from './themeCss';

const NAME = 'vx-code';

/** `themeConfig.prism`, as a Docusaurus site writes it. */
export interface PrismConfig {
  theme?: PrismTheme;
  darkTheme?: PrismTheme;
  additionalLanguages?: string[];
  magicComments?: MagicComment[];
  defaultLanguage?: string;
}

/**
 * `themeConfig.prism` for code highlighted at build time
 * (plugins/remark/highlightCode.ts), key by key as the stock CodeBlock
 * honours it:
 * - `additionalLanguages`: each Prism language (and the ones it needs) is
 *   loaded into the build's Prism; a name Prism has no language for stops
 *   the build, as it stops a stock build;
 * - `magicComments` and `defaultLanguage`: handed to the remark plugins,
 *   which the MDX loader gives no site config (codeConfig.ts);
 * - `theme` and `darkTheme`: unless empty (this site's own, whose colours
 *   are CSS tokens), turned into CSS for the token roles (themeCss.ts),
 *   loaded on every page like the site's CSS.
 * Docusaurus' default theme (palenight) applies when `theme` is left out, as
 * in a stock site.
 */
export default function codePlugin(context: LoadContext): Plugin {
  // Read as written: theme-classic may not have filled in its defaults yet (plugins start concurrently).
  const prism = (context.siteConfig.themeConfig as { prism?: PrismConfig }).prism ?? {};
  for (const language of prism.additionalLanguages ?? []) {
    if (!loadLanguage(language)) {
      throw new Error(
        `[${NAME}] themeConfig.prism.additionalLanguages lists "${language}", which is not a Prism language. ` +
          'Use the name Prism gives it (https://prismjs.com/#supported-languages), such as "rust", "php" or "csharp".',
      );
    }
  }
  setCodeConventions(codeConventionsOf(prism));

  const css = prismThemeCss(prism.theme ?? themes.palenight, prism.darkTheme);
  const cssFile = path.join(context.generatedFilesDir, NAME, 'prism-theme.css');
  if (css) {
    mkdirSync(path.dirname(cssFile), { recursive: true });
    writeFileSync(cssFile, css);
  }

  return {
    name: NAME,
    getClientModules: () => (css ? [cssFile] : []),
  };
}
