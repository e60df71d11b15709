import type { RandomSource } from '../fair/random-source.ts';
import { uniformInt } from '../fair/scaling.ts';
import { compiledModel, type CompiledModel, type CompiledStrips } from './compile-model.ts';
import { evaluateSpin } from './evaluate-spin.ts';
import type { SlotModel } from './model-types.ts';
import type { SlotRound, SlotSpinOutcome } from './outcome-types.ts';
import { MAX_SLOT_STAKE } from './validate-model.ts';

function spinOnce(
  compiled: CompiledModel,
  strips: CompiledStrips,
  stake: number,
  source: RandomSource,
  inFreeSpins: boolean,
): SlotSpinOutcome {
  const stops = new Array<number>(strips.lengths.length);
  for (let reel = 0; reel < stops.length; reel++) {
    stops[reel] = uniformInt(source, strips.lengths[reel] as number);
  }
  const multiplier = inFreeSpins ? compiled.model.freeSpins.multiplier : 1;
  return evaluateSpin(compiled, strips, stops, stake, multiplier, inFreeSpins);
}

/**
 * Plays one paid round: a base spin, then every free spin it awards, retriggers included.
 * Each spin draws one stop per reel, reel 1 first, as uniformInt(strip length).
 */
export function spinSlot(model: SlotModel, stake: number, source: RandomSource): SlotRound {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake > MAX_SLOT_STAKE) {
    throw new RangeError(`slot stake must be an integer in [1, ${MAX_SLOT_STAKE}]`);
  }
  const compiled = compiledModel(model);
  const base = spinOnce(compiled, compiled.base, stake, source, false);
  const freeSpins: SlotSpinOutcome[] = [];
  let totalWin = base.win;
  let remaining = base.freeSpinsAwarded;
  while (remaining > 0) {
    remaining -= 1;
    const spin = spinOnce(compiled, compiled.free, stake, source, true);
    remaining += spin.freeSpinsAwarded;
    totalWin += spin.win;
    freeSpins.push(spin);
  }
  return { modelId: model.id, stake, base, freeSpins, totalWin };
}
