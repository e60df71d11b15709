import { WHEEL_SEGMENTS } from '@lale/games/money-wheel/segments';

export const SEGMENT_DEGREES = 360 / WHEEL_SEGMENTS.length;
/** Each spin turns the wheel this many full turns before it settles. */
const TURNS_PER_SPIN = 3;
/** A spin settles at this share of its time; the rest shows the segment under the pointer. */
const SETTLE_SHARE = 0.8;

const mod360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The wheel's rotation (clockwise degrees) that brings segment `index` under the top pointer. */
export function restingAngle(index: number): number {
  return mod360(-index * SEGMENT_DEGREES);
}

export interface MoneyWheelPose {
  angle: number;
  /** Which stop the wheel is on or heading for (index into the result's stops). */
  spin: number;
  /** The wheel rests on `stops[spin]`. */
  settled: boolean;
}

/**
 * The wheel at `elapsedMs` into the draw: one spin of `spinMs` per stop (a multiplier makes
 * the wheel spin again), each easing out from where the last one rested. Before the first
 * spin it rests on `from` (the previous round's segment).
 */
export function moneyWheelPose(
  stops: readonly number[],
  from: number,
  spinMs: number,
  elapsedMs: number,
): MoneyWheelPose {
  if (stops.length === 0) return { angle: restingAngle(from), spin: 0, settled: true };
  const spin = Math.min(stops.length - 1, Math.max(0, Math.floor(elapsedMs / spinMs)));
  const start = restingAngle(spin === 0 ? from : (stops[spin - 1] as number));
  const end = restingAngle(stops[spin] as number);
  const progress = Math.min(1, (elapsedMs - spin * spinMs) / (spinMs * SETTLE_SHARE));
  if (progress >= 1) return { angle: end, spin, settled: true };
  const travel = mod360(end - start) + TURNS_PER_SPIN * 360;
  const eased = 1 - (1 - Math.max(0, progress)) ** 3;
  return { angle: mod360(start + travel * eased), spin, settled: false };
}
