// Runs every benchmark in this folder, one after another, and fails if any misses its target.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
const benches = fs
  .readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((o) => name.includes(o)))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n═══ ${bench} ═══`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, bench)],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
