import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';

/**
 * Prism at build time: prism-react-renderer's copy, which knows JavaScript,
 * TypeScript, JSX, Kotlin, Swift, JSON, Markdown and a few more, plus the
 * Prism languages below. Code is only ever highlighted here, during the
 * build, so adding a language costs the reader nothing.
 *
 * To highlight another language, add its Prism name
 * (https://prismjs.com/#supported-languages) to EXTRA_LANGUAGES.
 */
export const EXTRA_LANGUAGES = ['bash', 'groovy', 'protobuf', 'dart', 'diff'] as const;

/** Languages shown as plain text on purpose. */
export const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', 'console', 'output']);

type Grammar = (typeof Prism.languages)[string];

let loaded = false;

function loadExtraLanguages(): void {
  if (loaded) return;
  const require = createRequire(import.meta.url);
  // Prism's language files register themselves on a global Prism.
  const scope = globalThis as { Prism?: unknown };
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of EXTRA_LANGUAGES) require(`prismjs/components/prism-${language}`);
  } finally {
    scope.Prism = previous;
    if (previous === undefined) delete scope.Prism;
  }
  loaded = true;
}

/**
 * The grammar of a fenced block's language: undefined for plain text (no
 * language, or one of PLAIN_LANGUAGES); null for a language Prism does not
 * know here, which the caller reports.
 */
export function grammarFor(language: string | null | undefined): Grammar | undefined | null {
  if (!language || PLAIN_LANGUAGES.has(language)) return undefined;
  loadExtraLanguages();
  return Prism.languages[language] ?? null;
}

/** The languages a writer may use, for error messages. */
export function knownLanguages(): string[] {
  loadExtraLanguages();
  return Object.keys(Prism.languages)
    .filter((name) => typeof Prism.languages[name] === 'object' && name !== 'DFS')
    .concat([...PLAIN_LANGUAGES])
    .sort();
}

export { Prism };
