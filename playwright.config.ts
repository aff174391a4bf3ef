import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './plugins/lib/chromium.mjs';
import { PROXY_TO_NOWHERE, SLOW_CONNECTION } from './tests/e2e/browserArgs';

/**
 * Port of the local production server the tests start (scripts/serve.mjs);
 * E2E_PORT moves it (and the base-path server, one above) for parallel checkouts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * A second build, made with BASE_PATH by tests/integration/noBrowserBuild.test.ts
 * (`npm run test:integration`), served on its own port, proves the site works under a sub-path too.
 */
const BASE_PATH_PORT = PORT + 1;
export const BASE_PATH = '/xmtp-docs/';
/**
 * A build with a cut docs version (scripts/build-versioned.mjs), on the port
 * after that. Served only when it exists, so a run of other specs needs no
 * such build; tests/e2e/versions.spec.ts fails, saying how to make it, without.
 */
const VERSIONED_PORT = PORT + 2;
export const VERSIONED_BUILD_DIR = '.build-versioned';
const hasVersionedBuild = existsSync(`${VERSIONED_BUILD_DIR}/index.html`);
/** Specs that run against the other builds only: the base-path build, and the versioned copy with the conformance fixture. */
const FIXTURE_SITE_SPECS = /(base-path|versions|conformance[\w-]*)\.spec\.ts/;
/**
 * Tests the phone project leaves to the desktop one: behaviour that is the
 * same code and the same markup whatever the screen (what is stored and
 * restored, keyboard shortcuts, failure handling, the head, the network,
 * HTTP answers). Each still runs once, on desktop; the phone runs everything
 * about its own layout: the curtain, the menus, the drawer, the dialog, the
 * banner's height, wide content, axe on the phone layout.
 */
const SAME_ON_EVERY_SCREEN = new RegExp(
  [
    // Tagged by the test itself (a tag keeps a test from starting at all,
    // where a skip inside it first opens a page).
    '@desktop',
    'storage that throws',
    'a page chunk that fails to load',
    'Shift\\+arrow shortcuts',
    'in the reader’s time zone',
    'clicking them navigates within the app',
    'internal links navigate within the site',
    'edit link opens the page source',
    'theme\\s(the choice survives|a stored choice wins|follows a system change|still toggles when storage|starts from the system preference|toggling flips the theme)',
    'banner\\s(dismissing hides it|a new banner shows again|can be dismissed from the keyboard)',
    'code group\\s(remembers the chosen SDK|a stored SDK no group|activates tabs on focus)',
    'copy button',
    'search dialog\\s(a click opens the result|Enter opens the selected|selection: |Meta\\+K|Control\\+K|/ opens search)',
    'search index loading',
    'head\\s',
    'network\\s',
    'not-found page\\s\\S+ answers 404',
    'not-found suggestions',
    // Content of the page, the same markup on a phone (the phone's own layout of it is checked elsewhere).
    'docs page chrome\\s(edit link points|shows when the page was last updated)',
    'code group\\sswitches between SDK tabs',
    'code blocks\\s(show a title|number their lines)',
    'steps are numbered in order',
    'callouts come in six kinds',
    'previous and next links\\s(the FAQ points back|the first page has no previous)',
    'site footer\\s"(CC BY 4\\.0|Visit xmtp\\.org)" opens',
  ].join('|'),
);
/** Set BASE_URL to test a site that is already running; then no server is started. */
const externalBaseUrl = process.env.BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core. While every test began with a cold load, a third worker filled the waits
  // (whole suite: 2 workers 505 s, 3 workers 458 s, 4 workers 476 s); with the HTTP cache kept
  // (fixtures.ts) there is less to wait for, and the third browser's own work costs more than it fills:
  // the phone project, four runs each, alternating, 75–95 s with 2 workers, 79–101 s with 3.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...PROXY_TO_NOWHERE, ...SLOW_CONNECTION] },
    // No trace by default: recording one (a DOM snapshot per action and a
    // screencast) costs every test CPU on a two-core machine, for the few
    // that fail. To see a failure step by step, run the test again with
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    // No `reuseContext`: tests/e2e/fixtures.ts keeps a context and tab per
    // worker itself, reset between tests but for the HTTP cache.
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: FIXTURE_SITE_SPECS,
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: FIXTURE_SITE_SPECS,
      grepInvert: SAME_ON_EVERY_SCREEN,
      use: {
        ...devices['Pixel 7'],
        // The phone the design is checked on: 390 px wide.
        viewport: { width: 390, height: 844 },
      },
    },
    {
      name: 'base-path',
      testMatch: /base-path\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${BASE_PATH_PORT}${BASE_PATH}`,
      },
    },
    {
      name: 'versions',
      testMatch: /(versions|conformance[\w-]*)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${VERSIONED_PORT}` },
    },
  ],
  // Each build is served only when it exists, so a run of one project needs only its build.
  webServer: externalBaseUrl
    ? undefined
    : [
        ...(existsSync('build/index.html')
          ? [
              {
                command: 'node scripts/serve.mjs',
                env: { PORT: String(PORT) },
                url: `http://127.0.0.1:${PORT}/`,
                reuseExistingServer: !process.env.CI,
                timeout: 30_000,
              },
            ]
          : []),
        ...(existsSync('.build-base/index.html')
          ? [
              {
                command: 'node scripts/serve.mjs',
                env: { PORT: String(BASE_PATH_PORT), BASE_PATH, BUILD_DIR: '.build-base' },
                url: `http://127.0.0.1:${BASE_PATH_PORT}${BASE_PATH}`,
                reuseExistingServer: !process.env.CI,
                timeout: 30_000,
              },
            ]
          : []),
        ...(hasVersionedBuild
          ? [
              {
                command: 'node scripts/serve.mjs',
                env: { PORT: String(VERSIONED_PORT), BUILD_DIR: VERSIONED_BUILD_DIR },
                url: `http://127.0.0.1:${VERSIONED_PORT}/`,
                reuseExistingServer: !process.env.CI,
                timeout: 30_000,
              },
            ]
          : []),
      ],
});
