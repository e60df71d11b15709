/** Lookup tables over 13-bit rank sets (bit r = poker rank r present), built once. */
const SIZE = 1 << 13;

export const POPCOUNT = new Uint8Array(SIZE);
/** The highest rank in the set, -1 for the empty set. */
export const HIGHEST = new Int8Array(SIZE);
/** The top rank of the best straight in the set (3 for the wheel A-2-3-4-5), or -1. */
export const STRAIGHT_TOP = new Int8Array(SIZE);
/** The set's five highest ranks packed in nibbles, highest first (fewer ranks leave zeros). */
export const TOP_FIVE = new Uint32Array(SIZE);

const WHEEL = 0b1_0000_0000_1111;
const RUN = 0b11111;

for (let mask = 0; mask < SIZE; mask++) {
  let count = 0;
  let packed = 0;
  let highest = -1;
  for (let rank = 12; rank >= 0; rank--) {
    if ((mask & (1 << rank)) === 0) continue;
    if (highest < 0) highest = rank;
    if (count < 5) packed |= rank << (4 * (4 - count));
    count += 1;
  }
  POPCOUNT[mask] = count;
  HIGHEST[mask] = highest;
  TOP_FIVE[mask] = packed;
  let straight = -1;
  for (let top = 12; top >= 4 && straight < 0; top--) {
    const run = RUN << (top - 4);
    if ((mask & run) === run) straight = top;
  }
  if (straight < 0 && (mask & WHEEL) === WHEEL) straight = 3;
  STRAIGHT_TOP[mask] = straight;
}

/** The `n` highest ranks of a set, packed in nibbles, highest first. */
export function topRanks(mask: number, n: number): number {
  return (TOP_FIVE[mask] as number) >>> (4 * (5 - n));
}
