import { spinRoulette } from '../../roulette/settle.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/** Winning pockets 0–36 of consecutive rounds (live and auto roulette draw the same way). */
export function roulettePockets(rounds: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  const pocket = builder.uniform(37);
  for (let nonce = 0; nonce < rounds; nonce++) builder.push(pocket, spinRoulette(sourceOf(nonce)));
  return builder.build();
}
