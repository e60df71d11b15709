import type { RacingModel } from '../../sports/racing/model.ts';
import { drawRaceOrder } from '../../sports/racing/seeded-result.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/**
 * The first two home of consecutive races (a virtual race draws with its event's seeds), as
 * winner · runners + second, with the model's exact chances pᵢ · pⱼ/(1 − pᵢ) (Harville).
 */
export function raceFinishes(
  model: RacingModel,
  races: number,
  sourceOf: SourceOf = fairSource,
): OutcomeStream {
  const p = model.win;
  const n = p.length;
  const builder = new StreamBuilder();
  const exacta = builder.kind(
    Array.from({ length: n * n }, (_, cell) => {
      const [i, j] = [Math.floor(cell / n), cell % n];
      return i === j ? 0 : p[i]! * (p[j]! / (1 - p[i]!));
    }),
  );
  for (let nonce = 0; nonce < races; nonce++) {
    const { order } = drawRaceOrder(model, sourceOf(nonce));
    builder.push(exacta, (order[0]! - 1) * n + (order[1]! - 1));
  }
  return builder.build();
}
