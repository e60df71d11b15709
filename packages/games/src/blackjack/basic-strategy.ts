import { cardValue, handTotal } from './cards.ts';
import { activeHandOf } from './draft.ts';
import { IllegalBlackjackActionError, type BlackjackAction } from './errors.ts';
import { legalActions } from './legal-actions.ts';
import type { BlackjackState } from './state.ts';

type Decision = 'hit' | 'stand' | 'double' | 'split';

/** Dealer up card as 2..11 (ace = 11). */
function upCardValue(state: BlackjackState): number {
  const value = cardValue(state.dealerCards[0] as number);
  return value === 1 ? 11 : value;
}

const between = (value: number, low: number, high: number) => value >= low && value <= high;

/** Multi-deck, dealer stands on soft 17, double after split: the standard chart. */
function pairDecision(pairValue: number, up: number): boolean {
  switch (pairValue) {
    case 1:
    case 8:
      return true;
    case 2:
    case 3:
    case 7:
      return between(up, 2, 7);
    case 4:
      return between(up, 5, 6);
    case 6:
      return between(up, 2, 6);
    case 9:
      return between(up, 2, 9) && up !== 7;
    default:
      return false;
  }
}

function softDecision(total: number, up: number, canDouble: boolean): Decision {
  const doubleOr = (fallback: Decision): Decision => (canDouble ? 'double' : fallback);
  if (total >= 19) return 'stand';
  if (total === 18) {
    if (between(up, 3, 6)) return doubleOr('stand');
    return up <= 8 ? 'stand' : 'hit';
  }
  if (total === 17) return between(up, 3, 6) ? doubleOr('hit') : 'hit';
  if (total >= 15) return between(up, 4, 6) ? doubleOr('hit') : 'hit';
  if (total >= 13) return between(up, 5, 6) ? doubleOr('hit') : 'hit';
  return 'hit';
}

function hardDecision(total: number, up: number, canDouble: boolean): Decision {
  const doubleOr = (fallback: Decision): Decision => (canDouble ? 'double' : fallback);
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return between(up, 4, 6) ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? doubleOr('hit') : 'hit';
  if (total === 10) return up <= 9 ? doubleOr('hit') : 'hit';
  if (total === 9) return between(up, 3, 6) ? doubleOr('hit') : 'hit';
  return 'hit';
}

/** The basic-strategy move for the current state; insurance is always declined. */
export function basicStrategyAction(state: BlackjackState): BlackjackAction {
  if (state.phase === 'ready') return 'deal';
  if (state.phase === 'insurance') return 'declineInsurance';
  if (state.phase === 'settled') throw new IllegalBlackjackActionError('deal', state.phase);
  const legal = legalActions(state);
  const cards = activeHandOf(state).cards;
  const up = upCardValue(state);
  if (legal.includes('split') && pairDecision(cardValue(cards[0] as number), up)) return 'split';
  const { total, soft } = handTotal(cards);
  const canDouble = legal.includes('double');
  return soft ? softDecision(total, up, canDouble) : hardDecision(total, up, canDouble);
}
