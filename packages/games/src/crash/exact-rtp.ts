import { assertEdge, assertMaxMultiplier, BASIS_POINTS, MIN_CRASH_POINT } from './crash-point.ts';

const TWO_POW_52 = 2n ** 52n;

/** An exact probability or return, numerator / denominator. */
export interface CrashFraction {
  numerator: bigint;
  denominator: bigint;
}

/** The RTP a game declares: 1 − edge. */
export function declaredRtp(edgeBasisPoints: number): number {
  assertEdge(edgeBasisPoints);
  return (BASIS_POINTS - edgeBasisPoints) / BASIS_POINTS;
}

/**
 * P(crash point ≥ target) over the 2^52 equally likely values of n, exactly:
 * 1 for target ≤ 1.00x, 0 above the cap, else ⌊(10000 − edge) · 2^52 / (100 · target)⌋ / 2^52
 * (crash ≥ x exactly when 2^52 − n ≤ (10000 − edge) · 2^52 / (100 · x)).
 */
export function cashoutWinProbability(
  edgeBasisPoints: number,
  targetHundredths: number,
  maxHundredths: number = Number.MAX_SAFE_INTEGER,
): CrashFraction {
  assertEdge(edgeBasisPoints);
  assertMaxMultiplier(maxHundredths);
  if (!Number.isSafeInteger(targetHundredths)) throw new RangeError('target must be an integer');
  if (targetHundredths <= MIN_CRASH_POINT) return { numerator: 1n, denominator: 1n };
  if (targetHundredths > maxHundredths) return { numerator: 0n, denominator: 1n };
  const winning =
    (BigInt(BASIS_POINTS - edgeBasisPoints) * TWO_POW_52) / (100n * BigInt(targetHundredths));
  return { numerator: winning, denominator: TWO_POW_52 };
}

/**
 * The exact return of "cash out at target" per unit staked (before the stake is floored to
 * kuruş): P(crash ≥ target) · target / 100. For 1.01x ≤ target ≤ max it is below 1 − edge by
 * less than target / (100 · 2^52), under 2.3·10^-12 at 10,000x.
 */
export function cashoutRtpFraction(
  edgeBasisPoints: number,
  targetHundredths: number,
  maxHundredths?: number,
): CrashFraction {
  const p = cashoutWinProbability(edgeBasisPoints, targetHundredths, maxHundredths);
  return { numerator: p.numerator * BigInt(targetHundredths), denominator: p.denominator * 100n };
}

/** `cashoutRtpFraction` as a number (exact to about 10^-16). */
export function exactCashoutRtp(
  edgeBasisPoints: number,
  targetHundredths: number,
  maxHundredths?: number,
): number {
  const { numerator, denominator } = cashoutRtpFraction(
    edgeBasisPoints,
    targetHundredths,
    maxHundredths,
  );
  return Number((numerator * 10n ** 18n) / denominator) / 1e18;
}
