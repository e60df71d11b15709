/**
 * The chi-square distribution's upper tail, as the regularized upper incomplete gamma function
 * Q(df/2, x/2). No statistics library is a dependency of this browser-safe package, and
 * `fair/chi-square.ts`'s Wilson–Hilferty bound is only a 99% point that is good for df ≥ 30;
 * the battery also has tests with one to four degrees of freedom and reports p-values, so it
 * uses the usual series and continued fraction (Numerical Recipes §6.2), exact to ~1e-14.
 */
export function chiSquareSurvival(statistic: number, df: number): number {
  if (df <= 0) return 1;
  if (statistic <= 0) return 1;
  return upperGamma(df / 2, statistic / 2);
}

const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_TERMS = 100_000;

function upperGamma(a: number, x: number): number {
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // Series for P(a, x): converges fast below a + 1.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_TERMS && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Continued fraction for Q(a, x), modified Lentz.
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_TERMS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return h * front;
}

// Lanczos (g = 7, n = 9): relative error below 1e-15 for a > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

function logGamma(a: number): number {
  const z = a - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
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
