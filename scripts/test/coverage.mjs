// The coverage gate: lines and branches of each area's source, as the web and server steps
// measure them, may not fall below scripts/test/coverage-baseline.json. Lowering the baseline is
// a decision a reviewer sees in the diff; raising it after a change that adds tests is welcome.
import fs from 'node:fs';
import path from 'node:path';
import libCoverage from 'istanbul-lib-coverage';

/** The source each area's figures count; a step measures the areas its tests exercise. */
export const AREAS = {
  server: 'apps/server/src/',
  web: 'apps/web/src/',
  studio: 'apps/studio/src/',
  games: 'packages/games/src/',
  contract: 'packages/contract/src/',
};

/**
 * Vitest's flags that measure every source file of the projects run, tested or not, with V8 and
 * write the whole map (coverage-final.json), so that steps running side by side can be counted
 * together. With projects named, Vitest globs `include` from each project's root.
 */
export function coverageFlags(directory) {
  return [
    '--coverage.enabled',
    '--coverage.provider=v8',
    '--coverage.reporter=json',
    // Written when a test fails too, so that the gate still reports the step's figures.
    '--coverage.reportOnFailure',
    `--coverage.reportsDirectory=${directory}`,
    '--coverage.include=src/**/*.{ts,tsx}',
  ];
}

/**
 * Covered and total lines and branches per area, over the union of the coverage maps given (a
 * line run by either step counts once), summed over each area's files.
 */
export function areaTotals(coverageFiles, areas, root) {
  const map = libCoverage.createCoverageMap({});
  for (const file of coverageFiles) map.merge(JSON.parse(fs.readFileSync(file, 'utf8')));
  const totals = Object.fromEntries(
    areas.map((area) => [area, { lines: [0, 0], branches: [0, 0] }]),
  );
  for (const file of map.files()) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const area = areas.find((name) => relative.startsWith(AREAS[name]));
    if (!area) continue;
    const figures = map.fileCoverageFor(file).toSummary();
    for (const kind of ['lines', 'branches']) {
      totals[area][kind][0] += figures[kind].covered;
      totals[area][kind][1] += figures[kind].total;
    }
  }
  return Object.fromEntries(
    Object.entries(totals).map(([area, kinds]) => [
      area,
      {
        lines: percent(...kinds.lines),
        branches: percent(...kinds.branches),
      },
    ]),
  );
}

const percent = (covered, total) => (total === 0 ? 100 : Math.round((1000 * covered) / total) / 10);

/**
 * Each area's figures against its baseline: the lines to print and whether every figure holds.
 * A figure below its baseline, or an area the step did not measure, fails.
 */
export function judgeCoverage(measured, baseline) {
  const lines = [];
  let ok = true;
  for (const [area, floors] of Object.entries(baseline)) {
    const figures = measured[area];
    for (const kind of ['lines', 'branches']) {
      const value = figures?.[kind];
      const holds = value !== undefined && value >= floors[kind];
      ok &&= holds;
      lines.push(
        `coverage ${area} ${kind}: ${value ?? 'not measured'}% (floor ${floors[kind]}%)${holds ? '' : ' FAILED'}`,
      );
    }
  }
  return { ok, lines };
}
