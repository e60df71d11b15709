import { MIN_CRASH_POINT } from './crash-point.ts';

/** Growth rate of the flight, per millisecond: m(t) = e^(0.00006 · t), as Bustabit. */
export const CURVE_GROWTH_PER_MS = 0.00006;

/**
 * The multiplier, in hundredths, `elapsedMs` after take-off: ⌊100 · e^(0.00006 · t)⌋, 100
 * before take-off. Non-decreasing in t. Clients draw it from the server's `startedAt`; the
 * server alone decides cash-outs and the crash.
 */
export function multiplierAt(elapsedMs: number): number {
  if (Number.isNaN(elapsedMs)) throw new RangeError('elapsedMs must be a number');
  if (elapsedMs <= 0) return MIN_CRASH_POINT;
  return Math.floor(100 * Math.exp(CURVE_GROWTH_PER_MS * elapsedMs));
}

/**
 * The first whole millisecond at which `multiplierAt` reaches `hundredths`: when a round with
 * that crash point crashes, and when an auto cash-out at that target fires. Exactly inverse to
 * `multiplierAt` on whole milliseconds (the log estimate is corrected by stepping).
 */
export function elapsedForMultiplier(hundredths: number): number {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError('hundredths must be an integer');
  if (hundredths <= MIN_CRASH_POINT) return 0;
  let t = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CURVE_GROWTH_PER_MS));
  while (t > 0 && multiplierAt(t - 1) >= hundredths) t -= 1;
  while (multiplierAt(t) < hundredths) t += 1;
  return t;
}
