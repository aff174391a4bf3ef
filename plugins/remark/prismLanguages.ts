import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';

/**
 * Prism at build time: prism-react-renderer's copy, which knows JavaScript,
 * TypeScript, JSX, Kotlin, Swift, JSON, Markdown, Rust and a few more, plus
 * the Prism languages below and the site's `themeConfig.prism.additionalLanguages`
 * (plugins/code). Code is only ever highlighted here, during the build, so
 * adding a language costs the reader nothing.
 *
 * To highlight another language, add its Prism name
 * (https://prismjs.com/#supported-languages) to `prism.additionalLanguages`
 * in docusaurus.config.ts, as in any Docusaurus site, or to EXTRA_LANGUAGES.
 */
export const EXTRA_LANGUAGES = ['bash', 'groovy', 'protobuf', 'dart', 'diff'] as const;

/** Languages shown as plain text on purpose. */
export const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', 'console', 'output']);

type Grammar = (typeof Prism.languages)[string];

interface PrismComponent {
  alias?: string | string[];
  require?: string | string[];
}

const require = createRequire(import.meta.url);
const COMPONENTS = (require('prismjs/components.json') as { languages: Record<string, PrismComponent> }).languages;

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The Prism component a language name or alias belongs to (`sh` → `bash`), if Prism has one. */
export function prismComponentOf(language: string): string | undefined {
  if (language in COMPONENTS && language !== 'meta') return language;
  return Object.keys(COMPONENTS).find((id) => id !== 'meta' && asList(COMPONENTS[id].alias).includes(language));
}

const loaded = new Set<string>();

/**
 * Registers a Prism component (and the ones it requires, first) on our
 * Prism. Prism's language files register themselves on a global `Prism`,
 * so it is ours while they load.
 */
function loadComponent(id: string): void {
  if (loaded.has(id)) return;
  loaded.add(id);
  for (const dependency of asList(COMPONENTS[id]?.require)) loadComponent(dependency);
  // prism-react-renderer already holds some (its own builds of them): keep those.
  if (Prism.languages[id]) return;
  const scope = globalThis as { Prism?: unknown };
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    require(`prismjs/components/prism-${id}`);
  } finally {
    scope.Prism = previous;
    if (previous === undefined) delete scope.Prism;
  }
}

/**
 * Makes a language highlightable; false when Prism has no such language.
 * The names `prism.additionalLanguages` lists go through here (plugins/code).
 */
export function loadLanguage(language: string): boolean {
  const id = prismComponentOf(language.toLowerCase());
  if (!id) return false;
  loadComponent(id);
  return true;
}

function loadExtraLanguages(): void {
  for (const language of EXTRA_LANGUAGES) loadLanguage(language);
}

/**
 * The grammar of a block's language: undefined for plain text (no
 * language, or one of PLAIN_LANGUAGES); null for a language Prism does not
 * know here, which the caller reports.
 */
export function grammarFor(language: string | null | undefined): Grammar | undefined | null {
  if (!language || PLAIN_LANGUAGES.has(language)) return undefined;
  loadExtraLanguages();
  return Prism.languages[language] ?? null;
}

/** The languages a writer may use, for messages. */
export function knownLanguages(): string[] {
  loadExtraLanguages();
  return Object.keys(Prism.languages)
    .filter((name) => typeof Prism.languages[name] === 'object' && name !== 'DFS')
    .concat([...PLAIN_LANGUAGES])
    .sort();
}

export { Prism };
