import type { PayTiers } from './model-types.ts';

/** Pay for `count` symbols as a dense array indexed by count 0..maxCount. */
export function expandTiers(pays: PayTiers, maxCount: number): Int32Array {
  const table = new Int32Array(maxCount + 1);
  const thresholds = Object.keys(pays)
    .map(Number)
    .sort((a, b) => a - b);
  for (const threshold of thresholds) {
    table.fill(pays[threshold] as number, Math.min(threshold, maxCount + 1));
  }
  return table;
}
