import type { BlackjackPhase } from './state.ts';

export type BlackjackAction =
  'deal' | 'acceptInsurance' | 'declineInsurance' | 'hit' | 'stand' | 'double' | 'split';

/** A transition the rules do not allow in this state; the server answers it as a bad request. */
export class IllegalBlackjackActionError extends Error {
  readonly code = 'illegal-action';

  constructor(
    readonly action: BlackjackAction | 'settle',
    readonly phase: BlackjackPhase,
  ) {
    super(`${action} is not allowed in phase ${phase}`);
    this.name = 'IllegalBlackjackActionError';
  }
}
