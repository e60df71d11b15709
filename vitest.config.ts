import { defineConfig } from 'vitest/config';

/**
 * Test files of the server that share something beyond their own database: the shared Redis's
 * global channels (two files' apps would hear each other's live events) or whole clusters of
 * processes. They run one at a time, after the rest.
 */
const sharedServiceTests = [
  'src/platform/live/test/live-channel.test.ts',
  'src/platform/live/test/site-changes.test.ts',
  'test/cluster/**/*.test.ts',
  'src/domains/games/test/crash-cluster.test.ts',
  'src/domains/games/test/kill-recovery.test.ts',
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
  'src/domains/accounts/test/login.test.ts',
  'src/domains/wallet/test/ledger.test.ts',
  'src/domains/games/test/slot-spin.test.ts',
  'src/domains/games/test/crash.test.ts',
  'src/domains/sportsbook/test/coupons-placement.test.ts',
  'src/domains/cashier/test/flow.test.ts',
  'src/domains/bonus/test/promotion-codes.test.ts',
  'src/domains/games/test/live-tables/table-games.test.ts',
  'src/domains/responsible-gaming/test/limits-bets.test.ts',
  'src/domains/support/test/live-support.test.ts',
];

/** One runner for every workspace's unit and integration tests; e2e/ runs under Playwright. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two.
    maxWorkers: 2,
    // Coverage leaves out test files by itself, not the helpers kept beside them in test/ folders.
    coverage: { exclude: ['apps/server/src/**/test/**'] },
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
