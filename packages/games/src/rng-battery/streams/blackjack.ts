import { SHOE_SIZE } from '../../blackjack/cards.ts';
import { createHand } from '../../blackjack/create-hand.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';
import { pushLehmerDigits } from './lehmer-digits.ts';

/** The 6-deck shoes of consecutive hands, each as its 311 Lehmer digits. */
export function blackjackShoes(hands: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  for (let nonce = 0; nonce < hands; nonce++)
    pushLehmerDigits(builder, createHand(1, sourceOf(nonce)).shoe, SHOE_SIZE);
  return builder.build();
}
