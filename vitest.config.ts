import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const stub = (name: string) => fileURLToPath(new URL(`./tests/unit/stubs/${name}`, import.meta.url));

export default defineConfig({
  // tsconfig.json leaves JSX to Docusaurus (jsx: preserve); tests compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // Components under test import Docusaurus client modules, which only exist
    // inside a Docusaurus build; unit tests get small stand-ins.
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      '@docusaurus/Link': stub('Link.tsx'),
      '@docusaurus/useBaseUrl': stub('useBaseUrl.ts'),
      '@theme/Tabs': stub('Tabs.tsx'),
      '@theme/TabItem': stub('TabItem.tsx'),
      // English defaults, or what a test puts in tests/unit/stubs/codeTranslations.ts.
      '@docusaurus/Translate': stub('Translate.tsx'),
      '@generated/codeTranslations': stub('codeTranslations.ts'),
    },
  },
  test: {
    // tests/integration/: a real build of the whole site (one file, about a minute).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
});
