import type { RandomSource } from '../../fair/random-source.ts';
import { seedStream, uniform52, type DrawSeeds } from '../core/draws.ts';
import type { RacingResult } from './markets.ts';
import type { RacingModel } from './model.ts';
import { raceProgress, type RaceProgress } from './progress.ts';

/**
 * A finishing order drawn with the pricing model (sequential Plackett–Luce): for each place
 * from the first to the second last, one 52-bit uniform u (two words) picks among the runners
 * not yet placed, in runner-number order, the first whose running sum of win chances exceeds
 * u · (their total); the last runner left takes the last place. The first three have exactly
 * the Harville chances the markets were priced with (to 2⁻⁵²).
 */
export function drawRaceOrder(model: RacingModel, source: RandomSource): RacingResult {
  const left = model.win.map((p, i) => ({ runner: i + 1, p }));
  const order: number[] = [];
  while (left.length > 1) {
    const total = left.reduce((sum, r) => sum + r.p, 0);
    const target = uniform52(source) * total;
    let sum = 0;
    let pick = left.length - 1;
    for (let i = 0; i < left.length; i++) {
      sum += left[i]!.p;
      if (sum > target) {
        pick = i;
        break;
      }
    }
    order.push(left[pick]!.runner);
    left.splice(pick, 1);
  }
  order.push(left[0]!.runner);
  return { order };
}

/** The race of committed seeds: the provably fair stream of (server seed, client seed, nonce). */
export function racingResultFromSeed(model: RacingModel, seeds: DrawSeeds): RacingResult {
  return drawRaceOrder(model, seedStream(seeds));
}

/** The first three as shown, "7-2-11"; the rest is the caller's to list. */
export function racingResultText(result: RacingResult): string {
  return result.order.slice(0, 3).join('-');
}

/** A race as shown: its order and, read on from the same stream, its animation. */
export interface SeededRace {
  result: RacingResult;
  progress: RaceProgress;
}

/** The order, then the animation (`raceProgress`), from one stream of the committed seeds. */
export function seededRace(model: RacingModel, seeds: DrawSeeds, frameCount?: number): SeededRace {
  const source = seedStream(seeds);
  const result = drawRaceOrder(model, source);
  return { result, progress: raceProgress(result, source, frameCount) };
}
