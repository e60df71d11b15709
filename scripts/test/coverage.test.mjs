// The coverage gate merges Vitest's coverage maps per area and fails below a floor.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { areaTotals, judgeCoverage } from './coverage.mjs';

/** An istanbul file map of one-line statements (hit counts `hits`) and one two-way branch. */
function fileCoverage(file, hits, branch) {
  const at = (line) => ({ start: { line, column: 0 }, end: { line, column: 10 } });
  return {
    path: file,
    statementMap: Object.fromEntries(hits.map((_, i) => [i, at(i + 1)])),
    s: Object.fromEntries(hits.map((count, i) => [i, count])),
    fnMap: {},
    f: {},
    branchMap: { 0: { type: 'if', loc: at(1), locations: [at(1), at(1)], line: 1 } },
    b: { 0: branch },
  };
}

function mapFile(files) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-')), 'final.json');
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(files.map((f) => [f.path, f]))));
  return file;
}

const root = '/repo';
const server = (name) => path.join(root, 'apps/server/src', name);

test("an area's figures sum its files, and other areas' files stay out", () => {
  const map = mapFile([
    fileCoverage(server('a.ts'), [1, 1, 1, 0], [1, 0]),
    fileCoverage(server('b.ts'), [1, 0, 0, 0], [1, 1]),
    fileCoverage(path.join(root, 'apps/web/src/c.tsx'), [0, 0], [0, 0]),
  ]);
  assert.deepEqual(areaTotals([map], ['server'], root), {
    server: { lines: 50, branches: 75 },
  });
});

test('steps run side by side count together: a line either one ran is covered once', () => {
  const first = mapFile([fileCoverage(server('a.ts'), [1, 0, 0, 0], [1, 0])]);
  const second = mapFile([fileCoverage(server('a.ts'), [3, 1, 0, 0], [0, 0])]);
  assert.deepEqual(areaTotals([first, second], ['server'], root), {
    server: { lines: 50, branches: 50 },
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
