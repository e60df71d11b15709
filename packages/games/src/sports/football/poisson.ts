/** Expected goals per side are accepted up to this; beyond it nothing is football. */
export const MAX_EXPECTED_GOALS = 10;

/** The goal counts are carried until the chance of more is below this. */
export const POISSON_TAIL = 1e-16;

/**
 * Poisson probabilities of 0..N goals, where N is the first count above λ whose tail
 * P(X > N) is below 1e-16 (bounded by p_N · λ / (N + 1 − λ)). The last entry holds
 * "N or more" (1 minus the others), so the vector sums to 1 up to float rounding.
 */
export function poissonPmf(lambda: number): Float64Array {
  if (!(lambda > 0) || lambda > MAX_EXPECTED_GOALS) {
    throw new RangeError(`expected goals must be in (0, ${MAX_EXPECTED_GOALS}], got ${lambda}`);
  }
  const mass = [Math.exp(-lambda)];
  for (let k = 1; ; k++) {
    const p = ((mass[k - 1] as number) * lambda) / k;
    mass.push(p);
    if (k > lambda && (p * lambda) / (k + 1 - lambda) < POISSON_TAIL) break;
  }
  const last = mass.length - 1;
  const head = mass.slice(0, last).reduce((sum, p) => sum + p, 0);
  mass[last] = Math.max(mass[last] as number, 1 - head);
  return Float64Array.from(mass);
}
