import { compiledModel } from '../../slots/compile-model.ts';
import type { SlotModel } from '../../slots/model-types.ts';
import { spinSlot } from '../../slots/spin.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/**
 * Every reel stop of consecutive paid rounds in draw order: the base spin's reels, then each
 * free spin's (free spins read on from the round's stream, on their own strips).
 */
export function slotStops(
  model: SlotModel,
  rounds: number,
  sourceOf: SourceOf = fairSource,
): OutcomeStream {
  const builder = new StreamBuilder();
  const { base, free } = compiledModel(model);
  const baseKinds = Array.from(base.lengths, (length) => builder.uniform(length));
  const freeKinds = Array.from(free.lengths, (length) => builder.uniform(length));
  for (let nonce = 0; nonce < rounds; nonce++) {
    const round = spinSlot(model, model.payDivisor, sourceOf(nonce));
    round.base.stops.forEach((stop, reel) => builder.push(baseKinds[reel]!, stop));
    for (const spin of round.freeSpins)
      spin.stops.forEach((stop, reel) => builder.push(freeKinds[reel]!, stop));
  }
  return builder.build();
}
