// What each runner's JSON report says: tests passed, failed, skipped, and flaky (failed first,
// passed on a retry). A flaky test fails the run like a failed one: it is only told apart.
import fs from 'node:fs';
import path from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Vitest's JSON report. Vitest retries nothing here (no `retry` is configured), so a test that
 * fails one run in two fails that run; one that passed with earlier failures on record (a
 * `retry` someone added) is flaky.
 */
export function countVitest(file) {
  const report = readJson(file);
  if (!report) return null;
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0, flakyNames: [], failedNames: [] };
  for (const suite of report.testResults ?? []) {
    const tests = suite.assertionResults ?? [];
    const file = path.relative(process.cwd(), suite.name ?? '');
    // A file that failed before any test ran (an import error, a hook) counts as one failure.
    if (suite.status === 'failed' && tests.length === 0) {
      counts.failed += 1;
      counts.failedNames.push(`${file}: ${firstLine(suite.message)}`);
    }
    for (const test of tests) {
      const name = `${file} › ${test.fullName ?? test.title}`;
      if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) {
        counts.flaky += 1;
        counts.flakyNames.push(name);
      } else if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        counts.failed += 1;
        counts.failedNames.push(`${name}: ${firstLine(test.failureMessages?.[0])}`);
      } else counts.skipped += 1;
    }
  }
  return counts;
}

/** Playwright's JSON report: `flaky` (failed, then passed on its retry) is its own count. */
export function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const flakyNames = [];
  const failedNames = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const name = [...titles, spec.title].join(' › ');
        if (test.status === 'flaky') flakyNames.push(name);
        if (test.status === 'unexpected')
          failedNames.push(`${name}: ${firstLine(test.results?.at(-1)?.error?.message)}`);
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return { passed: expected, failed: unexpected, skipped, flaky, flakyNames, failedNames };
}

/** An error's first meaningful line, without colour codes, for the closing summary. */
function firstLine(message) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 300) ?? 'no message'
  );
}

/**
 * A step passes only when its report has no failed test and no flaky one outside quarantine,
 * and its command succeeded, or failed only for quarantined flaky tests (Playwright fails a run
 * on any flaky test).
 */
export function stepPassed(exitCode, counts, quarantined = 0) {
  if (!counts) return exitCode === 0;
  if (counts.failed > 0 || counts.flaky > quarantined) return false;
  return exitCode === 0 || (quarantined > 0 && counts.flaky === quarantined);
}
