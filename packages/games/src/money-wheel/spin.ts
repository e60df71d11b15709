import type { RandomSource } from '../fair/random-source.ts';
import { uniformInt } from '../fair/scaling.ts';
import { WHEEL_SEGMENTS, type WheelMultiplier, type WheelNumber } from './segments.ts';

export interface MoneyWheelResult {
  /** Segment indices the wheel stopped on, in order: any multipliers, then the number. */
  stops: number[];
  /** The multipliers landed before the number, in order; they stack. */
  multipliers: WheelMultiplier[];
  number: WheelNumber;
  /** Product of the multipliers (1 when none): exact as a number up to 2^53, see settle. */
  multiplier: number;
}

/**
 * The round's result: one integer in [0, 54) per spin. A multiplier segment keeps every bet
 * in place and the wheel is spun again, until it stops on a number.
 */
export function spinMoneyWheel(source: RandomSource): MoneyWheelResult {
  const stops: number[] = [];
  const multipliers: WheelMultiplier[] = [];
  for (;;) {
    const stop = uniformInt(source, WHEEL_SEGMENTS.length);
    stops.push(stop);
    const segment = WHEEL_SEGMENTS[stop] as (typeof WHEEL_SEGMENTS)[number];
    if (segment.kind === 'number') {
      const multiplier = multipliers.reduce((product, factor) => product * factor, 1);
      return { stops, multipliers, number: segment.value, multiplier };
    }
    multipliers.push(segment.factor);
  }
}
