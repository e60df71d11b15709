import { applyAction } from '../blackjack/apply-action.ts';
import { basicStrategyAction } from '../blackjack/basic-strategy.ts';
import { legalActions } from '../blackjack/legal-actions.ts';
import type { BlackjackState } from '../blackjack/state.ts';
import { IllegalLiveBlackjackMoveError } from './errors.ts';
import { advanceTurn } from './flow.ts';
import { draftRound, seatOf, type LiveBlackjackRound, type LiveSeat } from './state.ts';

export type SeatAction = 'hit' | 'stand' | 'double' | 'split';

/**
 * The active seat as a single-player blackjack hand over the round's shoe, so the blackjack
 * engine's own transitions (legality, splits, doubles, 21 standing) play it.
 */
function seatHand(round: LiveBlackjackRound, seat: LiveSeat): BlackjackState {
  return {
    version: 1,
    phase: 'playerTurn',
    baseBet: seat.baseBet,
    shoe: round.shoe,
    nextCard: round.nextCard,
    dealerCards: round.dealerCards,
    hands: seat.hands,
    activeHand: seat.activeHand,
    insuranceBet: seat.insuranceBet,
  };
}

const cardCount = (state: BlackjackState) =>
  state.hands.reduce((sum, hand) => sum + hand.cards.length, 0);

function activeSeatOf(round: LiveBlackjackRound): LiveSeat | undefined {
  return round.phase === 'seatTurn' && round.activeSeat !== null
    ? seatOf(round, round.activeSeat)
    : undefined;
}

/** What the active seat may do now; empty outside a seat's turn. */
export function legalSeatActions(round: LiveBlackjackRound): SeatAction[] {
  const seat = activeSeatOf(round);
  return seat ? (legalActions(seatHand(round, seat)) as SeatAction[]) : [];
}

/**
 * Plays one action through the blackjack engine. When the seat's last hand finishes, the
 * engine also plays its own dealer; those cards are dropped and the shoe moves on by the
 * seat's cards only, because players draw before the dealer in every transition.
 */
function play(round: LiveBlackjackRound, action: SeatAction): LiveBlackjackRound {
  const draft = draftRound(round);
  const seat = activeSeatOf(draft) as LiveSeat;
  const before = seatHand(draft, seat);
  const after = applyAction(before, action);
  draft.nextCard += cardCount(after) - cardCount(before);
  seat.hands = after.hands;
  seat.activeHand = after.activeHand;
  seat.done = after.phase === 'settled';
  return seat.done ? advanceTurn(draft) : draft;
}

export function seatAction(
  round: LiveBlackjackRound,
  seatNumber: number,
  action: SeatAction,
): LiveBlackjackRound {
  if (round.phase !== 'seatTurn') {
    throw new IllegalLiveBlackjackMoveError('wrong-phase', round.phase, `seat ${seatNumber}`);
  }
  if (round.activeSeat !== seatNumber) {
    throw new IllegalLiveBlackjackMoveError('not-your-turn', round.phase, `seat ${seatNumber}`);
  }
  if (!legalSeatActions(round).includes(action)) {
    throw new IllegalLiveBlackjackMoveError('illegal-action', round.phase, action);
  }
  return play(round, action);
}

/** The active seat's time ran out: it stands on every hand it has left, split hands included. */
export function timeoutSeat(round: LiveBlackjackRound): LiveBlackjackRound {
  const seatNumber = round.activeSeat;
  if (round.phase !== 'seatTurn' || seatNumber === null) {
    throw new IllegalLiveBlackjackMoveError('wrong-phase', round.phase, 'no seat to time out');
  }
  let next = round;
  while (next.phase === 'seatTurn' && next.activeSeat === seatNumber) next = play(next, 'stand');
  const draft = draftRound(next);
  (seatOf(draft, seatNumber) as LiveSeat).timedOut = true;
  return draft;
}

/** The blackjack engine's basic strategy for the active seat. */
export function seatStrategyAction(round: LiveBlackjackRound): SeatAction {
  const seat = activeSeatOf(round);
  if (!seat) throw new IllegalLiveBlackjackMoveError('wrong-phase', round.phase, 'no active seat');
  return basicStrategyAction(seatHand(round, seat)) as SeatAction;
}
