import { defineConfig } from 'vitest/config';

/** One runner for every workspace's unit and integration tests; e2e/ runs under Playwright. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'games',
          root: 'packages/games',
          include: ['src/**/*.test.ts'],
          // The statistical suites draw tens of thousands of rounds: on a busy machine a few
          // seconds become many, which is no failure of the maths.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/studio/vitest.config.ts',
    ],
  },
});
