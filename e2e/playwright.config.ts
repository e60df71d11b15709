import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/env.ts';

/** Chromium from Debian, never a downloaded browser. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // The same limits everywhere, CI or not: the browser suite runs alone on the machine
  // (scripts/test.mjs). 15 s an expectation: a signed-in header's account area (balance, bell,
  // menu) appears 2-4 s after a page loads while two browsers share two cores; a test too slow
  // for these limits is made faster or moved to an API test, never given more time on CI.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry, only to tell a flaky test from a broken one: scripts/test.mjs fails the run on
  // either, as Playwright itself does here (a flaky test may sit in
  // scripts/test/quarantine.json, which every run prints).
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Players who ask for less motion get the same pages and results without the show; here it
    // spares two shared cores the repaint of every flashing price, pulsing live dot and flight
    // (the sportsbook's page drew most of a core). A journey about the motion itself asks for it
    // (`test.use({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    // A trace records every action's DOM snapshot and screenshots, which costs a busy machine a
    // good part of each test; a failure is retried once (to tell flaky from broken) and the retry
    // is traced. The failure itself keeps its error context and a screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    // Every player-facing test, the axe check of every route (tests/accessibility) included.
    { name: 'site', testIgnore: /maintenance\.spec\.ts$/ },
    // Unit checks of the test helpers themselves (the TOTP and identity-number generators).
    { name: 'support', testDir: './support' },
    // Maintenance switches the whole site: it runs alone, after everything else.
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node support/server.mjs',
    url: `${E2E_BASE_URL}/endpoint/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(E2E_PORT) },
  },
  outputDir: '../.reports/playwright-artifacts',
});
