const LN_SQRT_PI = 0.5 * Math.log(Math.PI);
const EPSILON = 1e-16;
const TINY = 1e-300;

/** Lower regularised gamma P(1/2, x) by its series, for x < 1.5 where it converges fast. */
function lowerGammaHalf(x: number): number {
  let term = 1 / 0.5;
  let sum = term;
  for (let n = 1; n < 200; n++) {
    term *= x / (0.5 + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + 0.5 * Math.log(x) - LN_SQRT_PI);
}

/** Upper regularised gamma Q(1/2, x) by its continued fraction (modified Lentz), for x ≥ 1.5. */
function upperGammaHalf(x: number): number {
  let b = x + 0.5;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 300; i++) {
    const an = -i * (i - 0.5);
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
  return Math.exp(-x + 0.5 * Math.log(x) - LN_SQRT_PI) * h;
}

/** erfc(x) = Q(1/2, x²) for x ≥ 0, to about 1e-15 relative, tails included. */
function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  const square = x * x;
  return square < 1.5 ? 1 - lowerGammaHalf(square) : upperGammaHalf(square);
}

/** The standard normal CDF Φ(z). */
export function normalCdf(z: number): number {
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  return 0.5 * erfc(-z / Math.SQRT2);
}
