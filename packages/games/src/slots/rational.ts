/** Exact fractions for RTP figures; bigint so products of strip lengths never round. */
export interface Rational {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RangeError('zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d) || 1n;
  return { numerator: n / divisor, denominator: d / divisor };
}

export const add = (a: Rational, b: Rational): Rational =>
  rational(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );

export const subtract = (a: Rational, b: Rational): Rational =>
  add(a, rational(-b.numerator, b.denominator));

export const multiply = (a: Rational, b: Rational): Rational =>
  rational(a.numerator * b.numerator, a.denominator * b.denominator);

export const divide = (a: Rational, b: Rational): Rational =>
  rational(a.numerator * b.denominator, a.denominator * b.numerator);

const DIGITS = 10n ** 15n;

/** Closest double to 15 significant decimals, enough for display and tolerance checks. */
export function toNumber(value: Rational): number {
  return Number((value.numerator * DIGITS) / value.denominator) / Number(DIGITS);
}

export function toFractionString(value: Rational): string {
  return `${value.numerator}/${value.denominator}`;
}
