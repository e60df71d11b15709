// `npm test`: every check a change must pass, then a table of the steps and one closing line of
// counts. With TEST_DATABASE_URL set (.ci/run, on the PostgreSQL service) the server's suites run
// on that database, each file on its own copy of a migrated template, and a smoke set proves the
// embedded database; without it every server suite runs on the embedded one.
// Steps go on after a failure so that one run reports everything; the exit code is the verdict.
// A flaky test (failed, then passed on a retry) fails its step unless scripts/test/quarantine.json
// names it. `node scripts/test.mjs <step…>` runs only the steps named, one after another.
import fs from 'node:fs';
import path from 'node:path';
import { areaTotals, coverageFlags, judgeCoverage } from './test/coverage.mjs';
import { countPlaywright, countVitest } from './test/reports.mjs';
import { runStep } from './test/run-step.mjs';
import { stepTable } from './test/table.mjs';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const readJson = (name) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'test', name), 'utf8'));
const quarantine = readJson('quarantine.json');
/** Each gate's floors: lines and branches per area (scripts/test/coverage.mjs). */
const coverageFloors = readJson('coverage-baseline.json');

/** CI's budget for the whole of .ci/run, install included (README, "The CI budget"). */
const BUDGET_SECONDS = 25 * 60;

const coverageDirectory = (step) => path.join(reports, `coverage-${step}`);

/** A Vitest step; `measured`, it writes its coverage map for the gates below. */
const vitest = (name, projects, { env, measured = false } = {}) => ({
  command: [
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `vitest-${name}.json`)}`,
    ...(measured ? coverageFlags(coverageDirectory(name)) : []),
  ],
  env,
  report: () => countVitest(path.join(reports, `vitest-${name}.json`)),
});

const database = process.env.TEST_DATABASE_URL;
const onServer = database
  ? { DATABASE_URL: database, REDIS_URL: process.env.TEST_REDIS_URL ?? '' }
  : undefined;
const STEPS = {
  typecheck: { command: ['npm', 'run', '-s', 'typecheck'] },
  lint: { command: ['npm', 'run', '-s', 'lint'] },
  build: { command: ['npm', 'run', '-s', 'build'] },
  runner: {
    command: [
      'node',
      '--test',
      'scripts/test/flaky.test.mjs',
      'scripts/test/coverage.test.mjs',
      'scripts/test/start-message.test.mjs',
    ],
  },
  // The games' statistical suites run millions of rounds: under V8's coverage they take three
  // times as long, so their step measures nothing and the web's step, beside it, measures.
  unit: vitest('unit', ['contract', 'games', 'studio']),
  web: vitest('web', ['web'], { measured: true }),
  server: vitest('server', ['server'], { env: onServer, measured: true }),
  // The files that share the Redis service's channels or start whole clusters, one at a time.
  // They wait mostly on their processes' rounds and failovers, so they run beside `server`.
  'server-shared': vitest('server-shared', ['server-shared-services'], {
    env: onServer,
    measured: true,
  }),
  // Without a server, `server` ran every suite on the embedded database already.
  ...(database && {
    'server-pglite': vitest('pglite', ['server-pglite'], { env: { DATABASE_URL: '' } }),
  }),
  e2e: {
    command: ['npm', 'run', '-s', 'test:e2e'],
    // On CI the browser suite's server uses its own new database on the PostgreSQL service (its
    // queries then run beside it, not in its event loop); the smoke set proves the embedded one.
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
      ...(database && { E2E_DATABASE_URL: database }),
    },
    report: () => countPlaywright(path.join(reports, 'playwright.json')),
  },
};

/**
 * The order of a whole run. Steps in one phase share the machine (their output is held back and
 * printed whole); the test phases run alone, so that no suite's timing depends on another's.
 */
const PHASES = [
  ['typecheck', 'lint', 'build'],
  ['runner', 'unit', 'web'],
  ['server', 'server-shared'],
  ['server-pglite'],
  ['e2e'],
];

/**
 * Coverage gates: each area's lines and branches, over the steps that measure it together, may
 * not fall below its floors in scripts/test/coverage-baseline.json. A gate is judged once all its
 * steps have run (in a run of named steps, only if all were named), and fails the first of them.
 */
const GATES = [
  { name: 'web', steps: ['web'] },
  { name: 'server', steps: ['server', 'server-shared'] },
];

const rows = [...installRows()];
const plan = only.length > 0 ? only.map((name) => [name]) : PHASES;
for (const phase of plan) {
  const names = phase.filter((name) => STEPS[name]);
  for (const name of phase)
    if (only.includes(name) && !STEPS[name]) throw new Error(`unknown step ${name}`);
  const results = await Promise.all(
    names.map((name, i) =>
      runStep(name, STEPS[name], { root, reports, quiet: names.length > 1 && i > 0, quarantine }),
    ),
  );
  rows.push(...results);
  for (const gate of GATES) judgeGate(gate, rows);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const row of rows)
  if (row.counts) {
    totals.passed += row.counts.passed;
    totals.failed += row.counts.failed + row.counts.flaky;
    totals.skipped += row.counts.skipped;
  }
const quarantined = rows.flatMap((row) => row.quarantined ?? []);
const failedSteps = rows.filter((row) => !row.ok).map((row) => row.name);

console.log('\n── steps ──');
const installSeconds = rows.filter((row) => row.install).reduce((sum, row) => sum + row.seconds, 0);
const wallSeconds = installSeconds + Math.round((Date.now() - started) / 1000);
const budgetSeconds = only.length ? undefined : BUDGET_SECONDS;
for (const line of stepTable(rows, { budgetSeconds, wallSeconds })) console.log(line);
for (const row of rows)
  for (const name of row.counts?.flakyNames ?? []) console.log(`flaky (${row.name}): ${name}`);
for (const row of rows)
  for (const name of row.counts?.failedNames ?? []) console.log(`failed (${row.name}): ${name}`);
for (const row of rows) for (const line of row.coverage ?? []) console.log(line);
for (const name of quarantined) console.log(`quarantined, flaky, not failing the run: ${name}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

/** Judges a gate whose steps have all run and it has not judged yet; the verdict joins a row. */
function judgeGate(gate, rows) {
  const stepRows = gate.steps.map((name) => rows.find((row) => row.name === name));
  if (stepRows.some((row) => !row) || stepRows[0].coverage) return;
  const floors = coverageFloors[gate.name];
  let verdict;
  try {
    const maps = gate.steps.map((step) =>
      path.join(coverageDirectory(step), 'coverage-final.json'),
    );
    verdict = judgeCoverage(areaTotals(maps, Object.keys(floors), root), floors);
  } catch (error) {
    verdict = { ok: false, lines: [`coverage ${gate.name} not checked: ${error.message}`] };
  }
  for (const line of verdict.lines) console.log(line);
  stepRows[0].coverage = verdict.lines;
  stepRows[0].ok &&= verdict.ok;
}

/** The install steps .ci/run timed before calling us (CI_STEP_SECONDS="name=seconds,…"). */
function installRows() {
  const given = process.env.CI_STEP_SECONDS ?? '';
  return given
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name, seconds] = entry.split('=');
      return { name, seconds: Number(seconds), ok: true, install: true };
    });
}
