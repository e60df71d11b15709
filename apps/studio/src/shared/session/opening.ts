import type { Fairness, SessionReply } from '@lale/contract/studio/replies';
import type { GameCall } from './game-call.ts';

/** What a game's opening read tells the session: the balance and, where it has them, the
 *  server's clock (rounds shared live) and the player's seed pair (rounds drawn per player). */
export interface Opening {
  balance: number;
  serverTime?: number;
  fairness?: Fairness;
}

/** A game's part in opening its session. */
export interface GameOpening<S extends Opening> {
  /** The first read once the session is open; `launched` is the token exchange's reply, or
   *  null when the tab's stored session was resumed. */
  open: (call: GameCall, launched: SessionReply | null) => Promise<S>;
  /** The page's sound switch follows the player's saved choice. */
  playerSound?: boolean;
}
