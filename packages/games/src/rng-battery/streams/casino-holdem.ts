import { DECK_SIZE } from '../../casino-holdem/cards.ts';
import { dealCasinoHoldem } from '../../casino-holdem/deal.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';
import { pushLehmerDigits } from './lehmer-digits.ts';

/** The nine cards of consecutive hold'em deals, in dealing order, as Lehmer digits. */
export function holdemDeals(deals: number, sourceOf: SourceOf = fairSource): OutcomeStream {
  const builder = new StreamBuilder();
  for (let nonce = 0; nonce < deals; nonce++) {
    const { player, dealer, board } = dealCasinoHoldem(sourceOf(nonce));
    pushLehmerDigits(builder, [...player, ...dealer, ...board], DECK_SIZE);
  }
  return builder.build();
}
