import { BALL_COUNT, DECK_SIZE, drawFrom } from '../../bet-on-games/draw.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';
import { pushLehmerDigits } from './lehmer-digits.ts';

/**
 * Consecutive Bet On Games draws: the seven balls as Lehmer digits of the 42 (each uniform over
 * the balls still in the drum), then the card, uniform over the deck.
 */
export function betOnGamesDraws(draws: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  const card = builder.uniform(DECK_SIZE);
  for (let nonce = 0; nonce < draws; nonce++) {
    const draw = drawFrom(sourceOf(nonce));
    pushLehmerDigits(
      builder,
      draw.balls.map((ball) => ball - 1),
      BALL_COUNT,
    );
    builder.push(card, draw.card);
  }
  return builder.build();
}
