import { regularizedUpperGamma } from '../../statistics/incomplete-gamma.ts';

/** erfc(x) = Q(1/2, x²) for x ≥ 0, to about 1e-15 relative, tails included. */
function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  return regularizedUpperGamma(0.5, x * x);
}

/** The standard normal CDF Φ(z). */
export function normalCdf(z: number): number {
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  return 0.5 * erfc(-z / Math.SQRT2);
}

// Acklam's rational approximation of the normal quantile (relative error below 1.15e-9).
const A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2,
  -3.066479806614716e1, 2.506628277459239,
];
const B = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1,
  -1.328068155288572e1,
];
const C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const LOW_TAIL = 0.02425;
const SQRT_TWO_PI = Math.sqrt(2 * Math.PI);

function polynomial(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((sum, c) => sum * x + c, 0);
}

/** Acklam's approximation for p ≤ 1/2. */
function acklamLowerHalf(p: number): number {
  if (p < LOW_TAIL) {
    const q = Math.sqrt(-2 * Math.log(p));
    return polynomial(C, q) / (polynomial(D, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (polynomial(A, r) * q) / (polynomial(B, r) * r + 1);
}

/**
 * The standard normal quantile Φ⁻¹(p): Acklam's approximation refined by one Halley step on
 * `normalCdf`, after which Φ of it is p to within 5e-14 relative (tested). The upper half
 * is the mirror of the lower (1 − p is exact there), so both tails keep full precision.
 */
export function inverseNormalCdf(p: number): number {
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (!(p > 0 && p < 1)) throw new RangeError(`a quantile needs p in [0, 1], got ${p}`);
  if (p > 0.5) return -inverseNormalCdf(1 - p);
  const x = acklamLowerHalf(p);
  const u = (normalCdf(x) - p) * SQRT_TWO_PI * Math.exp((x * x) / 2);
  return Number.isFinite(u) ? x - u / (1 + (x * u) / 2) : x;
}
