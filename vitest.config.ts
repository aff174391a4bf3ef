import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const stub = (name: string) => fileURLToPath(new URL(`./tests/unit/stubs/${name}`, import.meta.url));

export default defineConfig({
  // tsconfig.json leaves JSX to Docusaurus (jsx: preserve); tests compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // Components under test import Docusaurus client modules, which only exist
    // inside a Docusaurus build; unit tests get small stand-ins.
    alias: [
      { find: '@site', replacement: fileURLToPath(new URL('.', import.meta.url)) },
      { find: '@docusaurus/Link', replacement: stub('Link.tsx') },
      { find: '@docusaurus/useBaseUrl', replacement: stub('useBaseUrl.ts') },
      { find: '@theme/Tabs', replacement: stub('Tabs.tsx') },
      { find: '@theme/TabItem', replacement: stub('TabItem.tsx') },
      // English defaults, or what a test puts in tests/unit/stubs/codeTranslations.ts.
      { find: '@docusaurus/Translate', replacement: stub('Translate.tsx') },
      { find: '@generated/codeTranslations', replacement: stub('codeTranslations.ts') },
      { find: '@docusaurus/useDocusaurusContext', replacement: stub('useDocusaurusContext.ts') },
      // The package's index only: theme-common/internal stays out of reach, as before.
      { find: /^@docusaurus\/theme-common$/, replacement: stub('themeCommon.ts') },
    ],
  },
  test: {
    // tests/integration/: a real build of the whole site (one file, about a minute).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
});
