import { defineConfig } from 'vitest/config';

/**
 * Test files of the server that share something beyond their own database: the shared Redis's
 * global channels (two files' apps would hear each other's live events) or whole clusters of
 * processes. They run one at a time, after the rest.
 */
const sharedServiceTests = [
  'test/live-channel.test.ts',
  'test/platform/site-changes.test.ts',
  'test/cluster/**/*.test.ts',
  'test/games/crash-cluster.test.ts',
  'test/games/kill-recovery.test.ts',
  'test/operations/concurrent-start.test.ts',
  'src/platform/limits/rate-limiter.test.ts',
];

const server = {
  root: 'apps/server',
  globalSetup: ['test/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The server's suites on the embedded database: a smoke set proving that path end to end
 * (migrations, seed, one journey per domain). Every server suite runs on PostgreSQL.
 */
const pgliteSmoke = [
  'test/database.test.ts',
  'test/accounts-login.test.ts',
  'test/wallet/ledger.test.ts',
  'test/games/slot-spin.test.ts',
  'test/games/crash.test.ts',
  'test/sportsbook/coupons-placement.test.ts',
  'test/cashier/cashier-flow.test.ts',
  'test/bonus/promotion-codes.test.ts',
  'test/live-tables/table-games.test.ts',
  'test/responsible-gaming/limits-bets.test.ts',
  'test/support-chat/*.test.ts',
];

/** One runner for every workspace's unit and integration tests; e2e/ runs under Playwright. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two.
    maxWorkers: 2,
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
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: sharedServiceTests,
          // Each file has its own database copied from a template; the files wait mostly on
          // PostgreSQL, so more files than cores run at once. A worker keeps its imported modules
          // from one file to the next (no isolation): importing the app again for every file
          // cost more than most files' tests.
          maxWorkers: 3,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...server,
          name: 'server-shared-services',
          include: sharedServiceTests,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          ...server,
          name: 'server-pglite',
          include: pgliteSmoke,
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
      'apps/web/vitest.config.ts',
      'apps/studio/vitest.config.ts',
    ],
  },
});
