import path from 'node:path';
import type { I18n } from '@docusaurus/types';

/**
 * A site with several locales is built one locale at a time, default first:
 * the default locale at the root of the output (`build/`), each other one in
 * a folder of its own (`build/fr/`, served at `/fr/`). A host reads one
 * `_headers` and one `_redirects`, at the root, so the root files must cover
 * every locale. The default locale writes them afresh; each other locale then
 * merges its own rules in (see mergeHeaders, mergeRedirects), replacing any
 * it wrote before.
 */

export interface LocaleLayout {
  /** The output folder of the default locale, where the host's files live. */
  readonly siteRoot: string;
  /** Whether the locale being built is the default one (it writes the root files afresh). */
  readonly isDefaultLocale: boolean;
  /** Top-level folders of the root that hold other locales (`fr`): not the default locale's files. */
  readonly localeFolders: readonly string[];
}

/** Where the locale being built sits in the whole site's output. */
export function localeLayout(i18n: Pick<I18n, 'currentLocale' | 'defaultLocale' | 'locales' | 'localeConfigs'>, outDir: string): LocaleLayout {
  const baseOf = (locale: string) => i18n.localeConfigs[locale]?.baseUrl ?? '/';
  const rootBase = baseOf(i18n.defaultLocale);
  const inRoot = (locale: string) => {
    const base = baseOf(locale);
    return base.startsWith(rootBase) ? base.slice(rootBase.length).replace(/\/$/, '') : undefined;
  };
  const own = inRoot(i18n.currentLocale) ?? '';
  const siteRoot = own ? path.resolve(outDir, ...own.split('/').map(() => '..')) : outDir;
  const localeFolders = i18n.locales
    .filter((locale) => locale !== i18n.defaultLocale)
    .map((locale) => inRoot(locale)?.split('/')[0])
    .filter((folder): folder is string => Boolean(folder));
  return { siteRoot, isDefaultLocale: i18n.currentLocale === i18n.defaultLocale, localeFolders: [...new Set(localeFolders)] };
}

/** The `'sha256-…'` sources of a policy's script-src. */
export function policyScriptHashes(policy: string): string[] {
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  return [...scriptSrc.matchAll(/'(sha(?:256|384|512)-[^']+)'/g)].map((match) => match[1]);
}

interface Block {
  pattern: string;
  lines: string[];
}

/** `_headers` as blocks: a path, then its indented header lines. Comments stay with the block above (or lead the file). */
function headerBlocks(text: string): { lead: string[]; blocks: Block[] } {
  const lead: string[] = [];
  const blocks: Block[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (/^\S/.test(line) && !line.startsWith('#')) blocks.push({ pattern: line.trim(), lines: [line] });
    else (blocks.at(-1)?.lines ?? lead).push(line);
  }
  return { lead, blocks };
}

const POLICY_LINE = /^(\s+Content-Security-Policy:\s*)(.*)$/;

/**
 * The root `_headers` with a locale's rules in it: the locale's earlier rules
 * (any path under its base URL) go, its new ones are added, and the root's
 * security rule, which covers every path of every locale, gets a policy that
 * also allows the locale's inline scripts (`policyFor` turns a set of hashes
 * into the policy). The locale's own catch-all security rule is left out:
 * two rules setting one header on a path is what the hosts disagree on.
 */
export function mergeHeaders({
  root,
  locale,
  localeBaseUrl,
  rootBaseUrl,
  policyFor,
}: {
  root: string;
  locale: string;
  localeBaseUrl: string;
  rootBaseUrl: string;
  policyFor: (hashes: Iterable<string>) => string;
}): string {
  const rootParts = headerBlocks(root);
  const localeParts = headerBlocks(locale);
  const catchAll = `${rootBaseUrl}*`;
  const hashes = new Set<string>();
  for (const block of [...rootParts.blocks, ...localeParts.blocks]) {
    for (const line of block.lines) {
      const policy = POLICY_LINE.exec(line)?.[2];
      if (policy) for (const hash of policyScriptHashes(policy)) hashes.add(hash);
    }
  }
  const policy = policyFor(hashes);
  const kept = rootParts.blocks
    .filter((block) => !block.pattern.startsWith(localeBaseUrl))
    .map((block) =>
      block.pattern === catchAll ? { ...block, lines: block.lines.map((line) => line.replace(POLICY_LINE, `$1${policy}`)) } : block,
    );
  if (!kept.some((block) => block.pattern === catchAll)) {
    throw new Error(`[vx-hosting] The root _headers has no "${catchAll}" rule to extend with the locale at ${localeBaseUrl}: build the default locale first.`);
  }
  const added = localeParts.blocks.filter((block) => block.pattern !== `${localeBaseUrl}*`);
  return `${[...rootParts.lead, ...[...kept, ...added].flatMap((block) => block.lines)].join('\n')}\n`;
}

/** The root `_redirects` with a locale's lines in place of its earlier ones (lines whose source is under its base URL). */
export function mergeRedirects({ root, locale, localeBaseUrl }: { root: string; locale: string; localeBaseUrl: string }): string {
  const localeBase = localeBaseUrl.replace(/\/$/, '');
  const isLocales = (line: string) => {
    const from = line.trim().split(/\s+/)[0] ?? '';
    return from === localeBase || from.startsWith(`${localeBase}/`);
  };
  const rootLines = root.split('\n').filter((line) => line !== '' && !isLocales(line));
  const localeLines = locale.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return `${[...rootLines, ...localeLines].join('\n')}\n`;
}
