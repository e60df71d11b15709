import { POCKET_COUNT } from '../roulette/layout.ts';

export interface NumberStats {
  number: number;
  /** Times it came up within the window. */
  hits: number;
  /** Spins since it last came up (0 = the latest spin), null when not within the window. */
  spinsAgo: number | null;
}

export interface HotAndCold {
  /** How many of the latest results were counted. */
  spins: number;
  hot: NumberStats[];
  cold: NumberStats[];
}

export interface HotAndColdOptions {
  /** Count only the latest `window` results; 500, as live tables usually show. */
  window?: number;
  /** How many hot and how many cold numbers to return. */
  count?: number;
}

/** Never seen sorts as the oldest, so it is the coldest of its hit count. */
const age = (stats: NumberStats): number => stats.spinsAgo ?? Number.MAX_SAFE_INTEGER;

/**
 * The most and least frequent pockets among the latest results (`results` oldest first, as
 * the table produced them). Hot: most hits, then the most recent, then the lower number. Cold:
 * fewest hits, then the longest unseen, then the lower number.
 */
export function hotAndColdNumbers(
  results: readonly number[],
  { window = 500, count = 5 }: HotAndColdOptions = {},
): HotAndCold {
  const recent = results.slice(Math.max(0, results.length - window));
  const stats: NumberStats[] = Array.from({ length: POCKET_COUNT }, (_, number) => ({
    number,
    hits: 0,
    spinsAgo: null,
  }));
  recent.forEach((pocket, index) => {
    const entry = stats[pocket];
    if (!Number.isInteger(pocket) || entry === undefined) {
      throw new RangeError(`not a roulette pocket: ${pocket}`);
    }
    entry.hits += 1;
    entry.spinsAgo = recent.length - 1 - index;
  });
  const hot = [...stats].sort((a, b) => b.hits - a.hits || age(a) - age(b) || a.number - b.number);
  const cold = [...stats].sort((a, b) => a.hits - b.hits || age(b) - age(a) || a.number - b.number);
  return { spins: recent.length, hot: hot.slice(0, count), cold: cold.slice(0, count) };
}
