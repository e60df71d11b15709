// The coverage gate reads Vitest's JSON summary per area and fails below a floor.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { areaTotals, judgeCoverage } from './coverage.mjs';

const figures = (covered, total) => ({ covered, total, skipped: 0, pct: 0 });

function summaryIn(root) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-')), 'summary.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      total: { lines: figures(0, 0), branches: figures(0, 0) },
      [path.join(root, 'apps/server/src/a.ts')]: {
        lines: figures(30, 40),
        branches: figures(5, 10),
      },
      [path.join(root, 'apps/server/src/b.ts')]: {
        lines: figures(50, 60),
        branches: figures(5, 10),
      },
      [path.join(root, 'apps/web/src/c.tsx')]: { lines: figures(1, 1), branches: figures(1, 1) },
    }),
  );
  return file;
}

test("an area's figures sum its files, and other areas' files stay out", () => {
  const root = '/repo';
  assert.deepEqual(areaTotals(summaryIn(root), ['server'], root), {
    server: { lines: 80, branches: 50 },
  });
});

test('a figure below its floor fails the gate and says which', () => {
  const measured = { server: { lines: 80, branches: 50 } };
  assert.equal(judgeCoverage(measured, { server: { lines: 80, branches: 50 } }).ok, true);
  const below = judgeCoverage(measured, { server: { lines: 80, branches: 50.1 } });
  assert.equal(below.ok, false);
  assert.match(below.lines.join('\n'), /server branches: 50% \(floor 50.1%\) FAILED/);
});

test('an area the step did not measure fails rather than passing unseen', () => {
  const verdict = judgeCoverage({}, { web: { lines: 1, branches: 1 } });
  assert.equal(verdict.ok, false);
  assert.match(verdict.lines[0], /not measured/);
});
