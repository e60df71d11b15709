/** Pearson's statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] as number;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++)
    statistic += ((counts[i] as number) - expected) ** 2 / expected;
  return statistic;
}

/** Upper 1% point of chi-square with `df` degrees of freedom (Wilson–Hilferty, ample for df ≥ 30). */
export function chiSquare99(df: number): number {
  const z = 2.3263478740408408;
  const c = 2 / (9 * df);
  return df * (1 - c + z * Math.sqrt(c)) ** 3;
}
