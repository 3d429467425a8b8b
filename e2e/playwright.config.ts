import { defineConfig } from '@playwright/test';
import { SITE } from './support/site';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: SITE,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /[\\/]alone[\\/]/ },
    // Tests that hold the shared site's render threads on purpose: after every other test, with nothing beside them.
    { name: 'alone', testMatch: /[\\/]alone[\\/].*\.spec\.ts$/, dependencies: ['site'] },
  ],
});
