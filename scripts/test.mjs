// `npm test`: every check a change must pass, in order, then one closing line of counts.
// With TEST_DATABASE_URL set (.ci/run, on the PostgreSQL service) the server's suites run once
// more on that database, after the embedded one.
// Steps go on after a failure so that one run reports everything; the exit code is the verdict.
// `node scripts/test.mjs <step…>` runs only the steps named, one after another.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);

const vitest = (report, ...args) => ({
  command: [
    'npx',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, report)}`,
  ],
  report: () => countVitest(path.join(reports, report)),
});

const database = process.env.TEST_DATABASE_URL;
const STEPS = {
  build: { command: ['npm', 'run', '-s', 'build'] },
  typecheck: { command: ['npm', 'run', '-s', 'typecheck'] },
  lint: { command: ['npm', 'run', '-s', 'lint'] },
  unit: vitest('vitest.json'),
  // The suites that touch a database, on PostgreSQL and Redis.
  db: {
    ...vitest('vitest-db.json', '--project', 'server'),
    env: database
      ? { DATABASE_URL: database, REDIS_URL: process.env.TEST_REDIS_URL ?? '' }
      : undefined,
  },
  e2e: {
    command: ['npm', 'run', '-s', 'test:e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
    report: () => countPlaywright(path.join(reports, 'playwright.json')),
  },
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

if (only.length > 0) {
  for (const name of only) {
    if (!STEPS[name]) throw new Error(`unknown step ${name}`);
    await runStep(name);
  }
} else {
  // The CPU-bound suites run alone: beside the browser tests the statistical ones ran several
  // times slower and passed their time limits. The server's suites on PostgreSQL wait mostly on
  // the database and the browser tests on game clocks, so those two share the machine; the
  // database run's output is held back and printed whole when it ends.
  for (const name of ['typecheck', 'lint', 'build', 'unit']) await runStep(name);
  await Promise.all([runStep('e2e'), ...(database ? [runStep('db', { quiet: true })] : [])]);
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

/**
 * Runs one step with its output streamed (or, `quiet`, kept in .reports/<step>.log and printed
 * when it ends), and adds its counts.
 */
async function runStep(name, { quiet = false } = {}) {
  const step = STEPS[name];
  const started = Date.now();
  const log = path.join(reports, `${name}.log`);
  console.log(`\n── ${name}${quiet ? ' (output held back until it ends)' : ''} ──`);
  const status = await new Promise((resolve) => {
    const out = quiet ? fs.openSync(log, 'w') : 'inherit';
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...step.env },
    });
    child.on('close', (code) => {
      if (quiet) {
        fs.closeSync(out);
        console.log(`\n── ${name}: its output ──\n${fs.readFileSync(log, 'utf8')}`);
      }
      resolve(code);
    });
  });
  const counts = step.report?.();
  if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key];
  const ok = status === 0;
  if (!ok) failedSteps.push(name);
  const summary = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  console.log(
    `── ${name}: ${ok ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s${summary}`,
  );
}

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
