import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Files that change what every member sees (maintenance mode, site settings such as the minimum withdrawal or
 * auto-approval): they run one at a time, after all the others, so no other test meets their settings.
 */
const SITE_WIDE = ['**/account-integrity.e2e.ts', '**/admin-payouts.e2e.ts', '**/referrals.e2e.ts', '**/settings.e2e.ts'];

/**
 * End-to-end tests: the whole product (embedded PostgreSQL, Auth emulator, api, web, admin) in real Chromium,
 * started once per run. Files run side by side on a worker per core (two at least); each uses its own members
 * and data or only reads the demo members, and passes alone and in any order.
 */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/support/global-setup.ts',
  globalTeardown: './src/support/global-teardown.ts',
  fullyParallel: false,
  workers: Math.max(2, os.availableParallelism()),
  projects: [
    { name: 'members', testIgnore: SITE_WIDE },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['members'], workers: 1 },
  ],
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
