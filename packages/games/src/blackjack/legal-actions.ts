import { cardValue } from './cards.ts';
import { activeHandOf } from './draft.ts';
import type { BlackjackAction } from './errors.ts';
import { IllegalBlackjackActionError } from './errors.ts';
import { MAX_HANDS, type BlackjackState } from './state.ts';

function canSplit(state: BlackjackState): boolean {
  const [first, second, ...rest] = activeHandOf(state).cards;
  return (
    first !== undefined &&
    second !== undefined &&
    rest.length === 0 &&
    cardValue(first) === cardValue(second) &&
    state.hands.length < MAX_HANDS
  );
}

/** What the player may do now; an empty list once the hand is settled. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  switch (state.phase) {
    case 'ready':
      return ['deal'];
    case 'insurance':
      return ['acceptInsurance', 'declineInsurance'];
    case 'settled':
      return [];
    case 'playerTurn': {
      const actions: BlackjackAction[] = ['hit', 'stand'];
      if (activeHandOf(state).cards.length === 2) actions.push('double');
      if (canSplit(state)) actions.push('split');
      return actions;
    }
  }
}

export function assertLegal(state: BlackjackState, action: BlackjackAction): void {
  if (!legalActions(state).includes(action)) {
    throw new IllegalBlackjackActionError(action, state.phase);
  }
}
