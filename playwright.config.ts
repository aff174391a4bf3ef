import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/** Port of the local production server the tests start (scripts/serve.mjs). */
const PORT = 3100;
/** Set BASE_URL to test a site that is already running; then no server is started. */
const externalBaseUrl = process.env.BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        // The phone the design is checked on: 390 px wide.
        viewport: { width: 390, height: 844 },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/serve.mjs',
        env: { PORT: String(PORT) },
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
