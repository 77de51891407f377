import { defineConfig, devices } from '@playwright/test';

/** End-to-end tests: the whole product (embedded PostgreSQL, Auth emulator, api, web, admin) in real Chromium. */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/support/global-setup.ts',
  globalTeardown: './src/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The web app's service worker would fetch its whole precache in every new context; the production-build
    // test allows it where the offline copy is what it checks.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // The closed network refuses Chromium's background connections; these flags keep it quiet.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
