import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const stub = (name: string) => fileURLToPath(new URL(`./tests/unit/stubs/${name}`, import.meta.url));

/**
 * Tests under tests/unit/ that belong with the integration tests: each needs
 * Chromium, a Docusaurus build, the whole docs' search index (built in
 * process, several seconds a file), or runs for a long time (the server fuzz,
 * the sample type check, the ranking of every evaluation query).
 */
const INTEGRATION_TESTS = [
  'tests/unit/plugins/diagrams/render.test.ts',
  'tests/unit/plugins/diagrams/updateDrawings.test.ts',
  'tests/unit/plugins/remark/diagrams.test.ts',
  'tests/unit/search/engine.test.ts',
  'tests/unit/search/firstSearchBytes.test.ts',
  'tests/unit/search/relevance.test.ts',
  'tests/unit/scripts/serverOddRequests.test.ts',
  'tests/unit/tools/check-samples/typecheck.test.ts',
];

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
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
    projects: [
      // `npm run test:unit`: no build, no browser, no long evaluation; the answer in under a minute.
      {
        extends: true,
        // Files share one module graph per worker (no isolation): a third of the time, since most of it
        // was loading the same modules again for each file. A test that changes shared state restores it.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: INTEGRATION_TESTS, isolate: false },
      },
      // `npm run search:eval` / `search:ablation`: figures to read, not pass/fail (tests/search/report.eval.ts).
      { extends: true, test: { name: 'search-eval', include: ['tests/search/**/*.eval.ts'] } },
      // `npm run test:integration` (npm test runs both): what needs a build, Chromium, or minutes.
      {
        extends: true,
        // These share two cores with a cold build of the whole site: a test that takes a second alone can take ten.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts', ...INTEGRATION_TESTS], testTimeout: 60_000 },
      },
    ],
  },
});
