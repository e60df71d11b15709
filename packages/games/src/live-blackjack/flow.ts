import { handTotal, isTwoCardTwentyOne } from '../blackjack/cards.ts';
import type { BlackjackState, PlayerHand } from '../blackjack/state.ts';
import { playDealer } from '../blackjack/turn-flow.ts';
import type { LiveBlackjackRound, LiveSeat } from './state.ts';

export function isNaturalSeat(seat: LiveSeat): boolean {
  return seat.hands.length === 1 && isTwoCardTwentyOne(seat.hands[0]?.cards ?? []);
}

/** Hands the dealer still has to beat: not bust and not a natural, which is paid as it is. */
function handsInPlay(round: LiveBlackjackRound): PlayerHand[] {
  return round.seats
    .filter((seat) => !isNaturalSeat(seat))
    .flatMap((seat) => seat.hands.filter((hand) => handTotal(hand.cards).total <= 21));
}

/** The blackjack engine's dealer: draws to 17, stands on all 17s, not at all if nothing is in play. */
function playDealerTurn(draft: LiveBlackjackRound): void {
  const table: BlackjackState = {
    version: 1,
    phase: 'playerTurn',
    baseBet: 1,
    shoe: draft.shoe,
    nextCard: draft.nextCard,
    dealerCards: draft.dealerCards,
    hands: handsInPlay(draft),
    activeHand: 0,
    insuranceBet: 0,
  };
  playDealer(table);
  draft.nextCard = table.nextCard;
}

/** Gives the turn to the next seat with a decision to make, or plays the dealer and ends. */
export function advanceTurn(draft: LiveBlackjackRound): LiveBlackjackRound {
  const next = draft.seats.find((seat) => !seat.done);
  if (next) {
    draft.phase = 'seatTurn';
    draft.activeSeat = next.seat;
    return draft;
  }
  playDealerTurn(draft);
  draft.phase = 'settled';
  draft.activeSeat = null;
  return draft;
}

/** The dealer peeks under an ace or a ten: a blackjack ends the round before any seat acts. */
export function peekAndPlay(draft: LiveBlackjackRound): LiveBlackjackRound {
  if (isTwoCardTwentyOne(draft.dealerCards)) {
    for (const seat of draft.seats) seat.done = true;
    draft.phase = 'settled';
    draft.activeSeat = null;
    return draft;
  }
  return advanceTurn(draft);
}
