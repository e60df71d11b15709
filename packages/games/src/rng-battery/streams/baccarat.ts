import { BACCARAT_SHOE_SIZE } from '../../baccarat/cards.ts';
import { dealBaccarat } from '../../baccarat/coup.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';
import { pushLehmerDigits } from './lehmer-digits.ts';

/**
 * The cards of consecutive coups in dealing order (player, banker, player, banker, then the
 * player's and the banker's third cards when drawn) as Lehmer digits of their 8-deck shoe:
 * the coup is what the game shows of the shoe.
 */
export function baccaratCoups(coups: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  for (let nonce = 0; nonce < coups; nonce++) {
    const { playerCards: p, bankerCards: b } = dealBaccarat(sourceOf(nonce));
    pushLehmerDigits(
      builder,
      [p[0]!, b[0]!, p[1]!, b[1]!, ...p.slice(2), ...b.slice(2)],
      BACCARAT_SHOE_SIZE,
    );
  }
  return builder.build();
}
