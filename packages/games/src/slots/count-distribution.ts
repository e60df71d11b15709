import type { CompiledStrips } from './compile-model.ts';

/** weights[k] = number of stops at which the reel window shows `symbol` exactly k times. */
export function windowCountWeights(
  strip: Uint8Array,
  length: number,
  rows: number,
  symbol: number,
) {
  const weights = new Array<number>(rows + 1).fill(0);
  for (let stop = 0; stop < length; stop++) {
    let count = 0;
    for (let row = 0; row < rows; row++) if (strip[stop + row] === symbol) count++;
    weights[count] = (weights[count] as number) + 1;
  }
  return weights;
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const result = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (result[i + j] = (result[i + j] as number) + x * y)));
  return result;
}

/**
 * weights[k] = number of stop combinations (out of the product of strip lengths) that show
 * `symbol` exactly k times in view. Reels stop independently, so the reel counts convolve.
 */
export function viewCountWeights(strips: CompiledStrips, rows: number, symbol: number): number[] {
  return strips.padded.reduce<number[]>(
    (total, strip, reel) =>
      convolve(total, windowCountWeights(strip, strips.lengths[reel] as number, rows, symbol)),
    [1],
  );
}

/** How many times each symbol code appears on each strip (padding excluded). */
export function stripFrequencies(strips: CompiledStrips, symbolCount: number): number[][] {
  return strips.padded.map((strip, reel) => {
    const counts = new Array<number>(symbolCount).fill(0);
    for (let i = 0; i < (strips.lengths[reel] as number); i++) {
      const code = strip[i] as number;
      counts[code] = (counts[code] as number) + 1;
    }
    return counts;
  });
}
