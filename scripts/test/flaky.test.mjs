// A test that fails one run in two must fail `npm test`: through the browser suite's own retry
// and flaky settings and the step verdict scripts/test.mjs gives.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { countPlaywright, countVitest, stepPassed } from './reports.mjs';
import { runStep } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('a deliberately flaky browser test fails its step, and is named', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-flaky-'));
  const report = path.join(dir, 'report.json');
  const step = {
    command: [
      'npx',
      'playwright',
      'test',
      '--config',
      'scripts/test/fixtures/flaky/playwright.config.mjs',
    ],
    env: {
      FLAKY_COUNTER: path.join(dir, 'attempts'),
      FLAKY_OUTPUT_DIR: path.join(dir, 'results'),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
    report: () => countPlaywright(report),
  };
  const row = await runStep('flaky-fixture', step, { root, reports: dir, quiet: true });
  assert.equal(row.counts.flaky, 1);
  assert.deepEqual(row.counts.flakyNames, ['flaky.spec.mjs › fails one attempt in two']);
  assert.equal(row.ok, false);

  const quarantined = await runStep('flaky-fixture', step, {
    root,
    reports: dir,
    quiet: true,
    quarantine: ['flaky.spec.mjs › fails one attempt in two'],
  });
  assert.equal(quarantined.ok, true);
  assert.deepEqual(quarantined.quarantined, ['flaky.spec.mjs › fails one attempt in two']);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a step fails on any failed test, or a flaky one outside quarantine', () => {
  const clean = { passed: 3, failed: 0, skipped: 0, flaky: 0, flakyNames: [] };
  assert.equal(stepPassed(0, clean), true);
  assert.equal(stepPassed(1, clean), false);
  assert.equal(stepPassed(0, { ...clean, failed: 1 }), false);
  assert.equal(stepPassed(0, { ...clean, flaky: 1 }), false);
  assert.equal(stepPassed(1, { ...clean, flaky: 1 }, 1), true);
  assert.equal(stepPassed(1, undefined), false);
  assert.equal(stepPassed(0, undefined), true);
});

test('a failed test is named with its file and the first line of its error', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-failed-'));
  const report = path.join(dir, 'vitest.json');
  const suite = (name, assertionResults, extra = {}) => ({ name, assertionResults, ...extra });
  fs.writeFileSync(
    report,
    JSON.stringify({
      testResults: [
        suite(path.join(process.cwd(), 'a.test.ts'), [
          {
            fullName: 'pays the win',
            status: 'failed',
            failureMessages: ['\x1b[31mAssertionError: 5 !== 6\x1b[39m\n  at x'],
          },
          { fullName: 'refuses a stake', status: 'passed', failureMessages: [] },
        ]),
        suite(path.join(process.cwd(), 'b.test.ts'), [], {
          status: 'failed',
          message: 'Cannot find module',
        }),
      ],
    }),
  );
  const counts = countVitest(report);
  assert.equal(counts.failed, 2);
  assert.deepEqual(counts.failedNames, [
    'a.test.ts › pays the win: AssertionError: 5 !== 6',
    'b.test.ts: Cannot find module',
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
});
