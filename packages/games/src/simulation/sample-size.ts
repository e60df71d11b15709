/**
 * How many rounds a statistical test draws: a size that keeps the suite within its share of
 * CI's budget, or the long run's size with LALE_LONG_STATS=1 (a certification-size sample).
 * The test's bounds follow the size drawn (standard errors shrink with its square root).
 */
export function sampleSize(ci: number, long: number): number {
  return process.env.LALE_LONG_STATS ? long : ci;
}
