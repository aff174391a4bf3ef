import type { Plugin } from '@docusaurus/types';

type Rule = { test?: unknown; use?: unknown; oneOf?: Rule[]; rules?: Rule[] };
type LoaderEntry = { loader?: string; options?: Record<string, unknown> };

function isFontRule(rule: Rule): boolean {
  return rule.test instanceof RegExp && rule.test.test('font.woff2');
}

/**
 * Docusaurus inlines any asset under 10 KB as a data URL, fonts included. The
 * small subsets of our fonts (Greek, Cyrillic, Vietnamese…) then ride inside
 * the one render-blocking stylesheet as ~25 KB of base64 that nearly no page
 * needs. As files, they are fetched only when a page uses their characters
 * (unicode-range) and cached for good (hashed names).
 */
export function neverInlineFonts(rules: Rule[]): number {
  let changed = 0;
  for (const rule of rules) {
    if (rule.oneOf) changed += neverInlineFonts(rule.oneOf);
    if (rule.rules) changed += neverInlineFonts(rule.rules);
    if (!isFontRule(rule) || !Array.isArray(rule.use)) continue;
    for (const entry of rule.use as LoaderEntry[]) {
      if (entry.loader?.includes('url-loader') && entry.options) {
        entry.options.limit = false;
        changed += 1;
      }
    }
  }
  return changed;
}

export default function fontFilesPlugin(): Plugin {
  return {
    name: 'vx-font-files',
    configureWebpack(config) {
      if (neverInlineFonts((config.module?.rules ?? []) as Rule[]) === 0) {
        throw new Error('[vx-font-files] No font rule found in the bundler config: has Docusaurus changed how it loads fonts?');
      }
      return {};
    },
  };
}
