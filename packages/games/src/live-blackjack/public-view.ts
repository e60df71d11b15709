import { handTotal } from '../blackjack/cards.ts';
import type { PlayerHand } from '../blackjack/state.ts';
import { legalSeatActions, type SeatAction } from './seat-turn.ts';
import type { LiveBetBehind, LiveBlackjackPhase, LiveBlackjackRound } from './state.ts';

export interface LiveSeatView {
  seat: number;
  betId: string;
  playerId: string;
  baseBet: number;
  hands: (PlayerHand & { total: number; soft: boolean })[];
  activeHand: number;
  insuranceBet: number;
  done: boolean;
  timedOut: boolean;
}

export interface LiveBlackjackView {
  phase: LiveBlackjackPhase;
  /** Only the up card until the round is over. */
  dealerCards: number[];
  dealerTotal: number;
  seats: LiveSeatView[];
  betsBehind: LiveBetBehind[];
  activeSeat: number | null;
  /** What the active seat may do. */
  legalActions: SeatAction[];
}

/** What every watcher may see: no shoe, no hole card before the end. */
export function liveBlackjackView(round: LiveBlackjackRound): LiveBlackjackView {
  const dealerCards =
    round.phase === 'settled' ? [...round.dealerCards] : round.dealerCards.slice(0, 1);
  return {
    phase: round.phase,
    dealerCards,
    dealerTotal: handTotal(dealerCards).total,
    seats: round.seats.map((seat) => ({
      seat: seat.seat,
      betId: seat.betId,
      playerId: seat.playerId,
      baseBet: seat.baseBet,
      hands: seat.hands.map((hand) => ({
        ...hand,
        cards: [...hand.cards],
        ...handTotal(hand.cards),
      })),
      activeHand: seat.activeHand,
      insuranceBet: seat.insuranceBet,
      done: seat.done,
      timedOut: seat.timedOut,
    })),
    betsBehind: round.betsBehind.map((bet) => ({ ...bet })),
    activeSeat: round.activeSeat,
    legalActions: legalSeatActions(round),
  };
}
