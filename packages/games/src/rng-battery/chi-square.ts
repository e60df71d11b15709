import { regularizedUpperGamma } from '../statistics/incomplete-gamma.ts';

/**
 * The chi-square distribution's upper tail, Q(df/2, x/2). `fair/chi-square.ts`'s
 * Wilson–Hilferty bound is only a 99% point that is good for df ≥ 30; the battery also has
 * tests with one to four degrees of freedom and reports p-values.
 */
export function chiSquareSurvival(statistic: number, df: number): number {
  if (df <= 0) return 1;
  if (statistic <= 0) return 1;
  return regularizedUpperGamma(df / 2, statistic / 2);
}

export interface ChiSquare {
  statistic: number;
  df: number;
}

/** Cells are merged with their neighbours until each expects this many (Cochran's rule). */
export const MIN_EXPECTED = 5;

/**
 * Pearson's statistic of observed against expected counts, cells taken in order and merged
 * with the next until each expects at least five (the last short group joins the one before).
 * Degrees of freedom: merged cells − 1, the totals being fixed.
 */
export function pooledChiSquare(
  observed: ArrayLike<number>,
  expected: ArrayLike<number>,
): ChiSquare {
  const cells: { observed: number; expected: number }[] = [];
  let open = { observed: 0, expected: 0 };
  for (let i = 0; i < expected.length; i++) {
    open.observed += observed[i]!;
    open.expected += expected[i]!;
    if (open.expected >= MIN_EXPECTED) {
      cells.push(open);
      open = { observed: 0, expected: 0 };
    }
  }
  const last = cells.at(-1);
  if (last) {
    last.observed += open.observed;
    last.expected += open.expected;
  } else cells.push(open);
  let statistic = 0;
  for (const cell of cells)
    if (cell.expected > 0) statistic += (cell.observed - cell.expected) ** 2 / cell.expected;
  return { statistic, df: cells.length - 1 };
}
