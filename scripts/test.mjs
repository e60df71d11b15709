// `npm test`: every check a change must pass, in order, then one closing line of counts.
// Steps go on after a failure so that one run reports everything; the exit code is the verdict.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);

const steps = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'build', command: ['npm', 'run', '-s', 'build'] },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ],
    report: () => countVitest(path.join(reports, 'vitest.json')),
  },
  {
    // Only when named (.ci/run, on the PostgreSQL service): the suites that touch a database.
    name: 'db',
    named: true,
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest-db.json')}`,
    ],
    report: () => countVitest(path.join(reports, 'vitest-db.json')),
  },
  {
    name: 'e2e',
    command: ['npm', 'run', '-s', 'test:e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
    report: () => countPlaywright(path.join(reports, 'playwright.json')),
  },
].filter((step) => (only.length === 0 ? !step.named : only.includes(step.name)));

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
for (const step of steps) {
  console.log(`\n── ${step.name} ──`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const counts = step.report?.();
  if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key];
  const ok = result.status === 0;
  if (!ok) failedSteps.push(step.name);
  const summary = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  console.log(
    `── ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s${summary}`,
  );
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}
