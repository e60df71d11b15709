import { DECK_SIZE } from '../../casino-holdem/cards.ts';
import { dealVideoPoker } from '../../video-poker/round.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';
import { pushLehmerDigits } from './lehmer-digits.ts';

/** The whole 52-card deck of consecutive video poker rounds (deal and draw), as Lehmer digits. */
export function videoPokerDecks(rounds: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  for (let nonce = 0; nonce < rounds; nonce++)
    pushLehmerDigits(builder, dealVideoPoker(sourceOf(nonce)).deck, DECK_SIZE);
  return builder.build();
}
