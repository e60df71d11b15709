import { settle, type BlackjackSettlement } from '../blackjack/settlement.ts';
import type { BlackjackState, PlayerHand } from '../blackjack/state.ts';
import { IllegalLiveBlackjackMoveError } from './errors.ts';
import { betBehindStakes, seatOf, type LiveBlackjackRound, type LiveSeat } from './state.ts';

export interface LiveBetSettlement {
  betId: string;
  playerId: string;
  seat: number;
  kind: 'seat' | 'betBehind';
  /** The blackjack engine's settlement: every hand's stake, outcome and return, insurance. */
  settlement: BlackjackSettlement;
}

/** A finished single-player hand with these stakes on the seat's cards, for the engine's `settle`. */
function settledHand(
  round: LiveBlackjackRound,
  baseBet: number,
  hands: PlayerHand[],
  insuranceBet: number,
): BlackjackState {
  return {
    version: 1,
    phase: 'settled',
    baseBet,
    shoe: [],
    nextCard: 0,
    dealerCards: round.dealerCards,
    hands,
    activeHand: 0,
    insuranceBet,
  };
}

/**
 * Every bet's return, by the blackjack engine's settlement: 3:2 blackjacks (floored), even
 * money wins, pushes, insurance 2:1. A bet behind settles on its seat's very hands and cards
 * with its own stakes (a hand it does not follow has stake 0) and its own insurance.
 */
export function settleLiveBlackjack(round: LiveBlackjackRound): LiveBetSettlement[] {
  if (round.phase !== 'settled') {
    throw new IllegalLiveBlackjackMoveError('wrong-phase', round.phase, 'the round is not over');
  }
  const seats = round.seats.map((seat) => ({
    betId: seat.betId,
    playerId: seat.playerId,
    seat: seat.seat,
    kind: 'seat' as const,
    settlement: settle(settledHand(round, seat.baseBet, seat.hands, seat.insuranceBet)),
  }));
  const behind = round.betsBehind.map((bet) => {
    const seat = seatOf(round, bet.seat) as LiveSeat;
    const stakes = betBehindStakes(bet, seat);
    const hands = seat.hands.map((hand, index) => ({ ...hand, bet: stakes[index] as number }));
    return {
      betId: bet.betId,
      playerId: bet.playerId,
      seat: bet.seat,
      kind: 'betBehind' as const,
      settlement: settle(settledHand(round, bet.amount, hands, bet.insuranceBet)),
    };
  });
  return [...seats, ...behind];
}
