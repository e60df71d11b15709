import { DIE_FACES, rollFrom } from '../../dice/roll.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/** Both dice of consecutive rounds, the first die first (`rollDice` is `rollFrom` the HMAC stream). */
export function diceFaces(rounds: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  const face = builder.uniform(DIE_FACES);
  for (let nonce = 0; nonce < rounds; nonce++)
    for (const die of rollFrom(sourceOf(nonce))) builder.push(face, die - 1);
  return builder.build();
}
