import type { RankName } from '../blackjack/cards.ts';
import { ranksOf, stackedShoe } from '../blackjack/test-shoe.ts';
import { startLiveBlackjackRoundFromShoe, type LiveBlackjackRoundInput } from './start-round.ts';
import type { BetBehindInput, LiveBlackjackRound, SeatBetInput } from './state.ts';

export const seatBet = (seat: number, amount = 100): SeatBetInput => ({
  seat,
  betId: `seat-${seat}`,
  playerId: `player-${seat}`,
  amount,
});

export const behind = (
  seat: number,
  amount: number,
  follow: boolean,
  id = 'behind',
): BetBehindInput => ({
  betId: id,
  playerId: `watcher-${id}`,
  seat,
  amount,
  follow,
});

/** A round over a shoe whose first cards have these ranks, in dealing order. */
export function stackedRound(
  input: LiveBlackjackRoundInput,
  ranks: readonly RankName[],
): LiveBlackjackRound {
  return startLiveBlackjackRoundFromShoe(input, stackedShoe(ranks));
}

export function seatRanks(round: LiveBlackjackRound, seat: number): RankName[][] {
  return (round.seats.find((entry) => entry.seat === seat)?.hands ?? []).map((hand) =>
    ranksOf(hand.cards),
  );
}

export { ranksOf };
