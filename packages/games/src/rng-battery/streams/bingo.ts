import { callOrder } from '../../bingo/calls.ts';
import { BALLS } from '../../bingo/ticket.ts';
import { BATTERY_CLIENT_SEED, BATTERY_SERVER_SEED } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';
import { pushLehmerDigits } from './lehmer-digits.ts';

/**
 * The ball orders of consecutive bingo games, as Lehmer digits of the balls 1–90. A game
 * draws with nonce 0 under its own seeds, so game g's server seed is the battery's with `:g`;
 * `start` is the first game's g, for a second sample.
 */
export function bingoCalls(games: number, start = 0): OutcomeStream {
  const builder = new StreamBuilder();
  for (let game = start; game < start + games; game++) {
    const order = callOrder(`${BATTERY_SERVER_SEED}:${game}`, BATTERY_CLIENT_SEED);
    pushLehmerDigits(
      builder,
      order.map((ball) => ball - 1),
      BALLS,
    );
  }
  return builder.build();
}
