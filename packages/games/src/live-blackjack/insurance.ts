import { IllegalLiveBlackjackMoveError } from './errors.ts';
import { peekAndPlay } from './flow.ts';
import { draftRound, type LiveBlackjackRound } from './state.ts';

/** Insurance costs half the bet, floored; a 1-unit bet cannot be insured. */
export function insuranceCostOf(amount: number): number {
  return Math.floor(amount / 2);
}

/** Bets (seats and bets behind) that may still be insured, by bet id. */
export function canInsure(round: LiveBlackjackRound): string[] {
  const bets = [
    ...round.seats.map((seat) => ({ betId: seat.betId, amount: seat.baseBet })),
    ...round.betsBehind,
  ];
  return bets
    .filter((bet) => insuranceCostOf(bet.amount) > 0 && !round.insuranceDecided.includes(bet.betId))
    .map((bet) => bet.betId);
}

/**
 * Ends the insurance window (the room calls it when the countdown runs out; an unanswered
 * offer counts as declined), then the dealer peeks.
 */
export function closeInsurance(round: LiveBlackjackRound): LiveBlackjackRound {
  if (round.phase !== 'insurance') {
    throw new IllegalLiveBlackjackMoveError('wrong-phase', round.phase, 'insurance is not open');
  }
  return peekAndPlay(draftRound(round));
}

/** A seat or a bet behind takes or refuses insurance; the window closes once every bet has answered. */
export function decideInsurance(
  round: LiveBlackjackRound,
  betId: string,
  accept: boolean,
): LiveBlackjackRound {
  const refuse = (reason: 'wrong-phase' | 'unknown-bet' | 'already-decided' | 'no-insurance') => {
    throw new IllegalLiveBlackjackMoveError(reason, round.phase, `insurance for ${betId}`);
  };
  if (round.phase !== 'insurance') refuse('wrong-phase');
  const draft = draftRound(round);
  const seat = draft.seats.find((entry) => entry.betId === betId);
  const behind = draft.betsBehind.find((entry) => entry.betId === betId);
  const amount = seat?.baseBet ?? behind?.amount;
  if (amount === undefined) return refuse('unknown-bet');
  if (draft.insuranceDecided.includes(betId)) refuse('already-decided');
  if (insuranceCostOf(amount) === 0) refuse('no-insurance');
  const cost = accept ? insuranceCostOf(amount) : 0;
  if (seat) seat.insuranceBet = cost;
  if (behind) behind.insuranceBet = cost;
  draft.insuranceDecided.push(betId);
  return canInsure(draft).length === 0 ? peekAndPlay(draft) : draft;
}
