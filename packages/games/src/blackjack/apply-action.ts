import type { BlackjackAction } from './errors.ts';
import { deal, insurance } from './opening.ts';
import { double, hit, split, stand } from './player-actions.ts';
import type { BlackjackState } from './state.ts';

/** One entry point for a named action, as the server receives it from the player. */
export function applyAction(state: BlackjackState, action: BlackjackAction): BlackjackState {
  switch (action) {
    case 'deal':
      return deal(state);
    case 'acceptInsurance':
      return insurance(state, true);
    case 'declineInsurance':
      return insurance(state, false);
    case 'hit':
      return hit(state);
    case 'stand':
      return stand(state);
    case 'double':
      return double(state);
    case 'split':
      return split(state);
  }
}
