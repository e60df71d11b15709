import type { LiveBlackjackPhase } from './state.ts';

export type LiveBlackjackRefusal =
  | 'wrong-phase'
  | 'not-your-turn'
  | 'unknown-bet'
  | 'already-decided'
  | 'no-insurance'
  | 'illegal-action';

/** A move the round does not allow now; the room answers it as a refused request. */
export class IllegalLiveBlackjackMoveError extends Error {
  readonly code = 'illegal-action';

  constructor(
    readonly reason: LiveBlackjackRefusal,
    readonly phase: LiveBlackjackPhase,
    detail: string,
  ) {
    super(`${reason} in phase ${phase}: ${detail}`);
    this.name = 'IllegalLiveBlackjackMoveError';
  }
}
