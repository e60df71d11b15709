import { spinMoneyWheel } from '../../money-wheel/spin.ts';
import { WHEEL_SEGMENTS } from '../../money-wheel/segments.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/**
 * Every stop of consecutive money-wheel rounds, the spins a multiplier adds included: each spin
 * stops on one of the wheel's segments with equal chance, whatever stopped before it.
 */
export function moneyWheelStops(rounds: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  const segment = builder.uniform(WHEEL_SEGMENTS.length);
  for (let nonce = 0; nonce < rounds; nonce++)
    for (const stop of spinMoneyWheel(sourceOf(nonce)).stops) builder.push(segment, stop);
  return builder.build();
}
