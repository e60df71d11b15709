import type { Db } from '../../../db/client.ts';

/** A bet or a win: the studio's transaction id, its round, the player, the game and kuruş. */
export interface RoundMoneyCall {
  provider: string;
  transactionId: string;
  roundId: string;
  playerId: number;
  gameId: string;
  amount: number;
  /**
   * What the money is for in the wallet's metrics: an in-house game names its engine (slot,
   * roulette, blackjack, crash); without it the call counts under the provider's code.
   */
  product?: string;
}

/**
 * The provider interface every game settles through, shaped like the industry's seamless
 * wallet. Amounts are kuruş. Each money call is idempotent by (provider, transactionId): a
 * replay returns the first answer and moves nothing. Refusals throw `SeamlessError` and leave
 * nothing behind (each call runs in its own savepoint when `tx` is a transaction).
 */
export interface SeamlessWallet {
  authenticate(
    tx: Db,
    req: { provider: string; playerId: number },
  ): Promise<{ playerId: number; currency: 'TRY'; balance: number }>;
  balance(tx: Db, req: { provider: string; playerId: number }): Promise<{ balance: number }>;
  bet(
    tx: Db,
    req: RoundMoneyCall & {
      /**
       * An outside studio's launch token: the bet is taken only inside that live session of
       * this player (INVALID_TOKEN, SESSION_EXPIRED). In-house games settle without one.
       */
      session?: { token: string; now: Date };
      /**
       * An in-house slot's stake also feeds the progressive pools: the wallet takes each
       * pool's share from the stake it received, in the same statement, once per round.
       */
      feedsJackpots?: boolean;
    },
  ): Promise<{ balance: number; transferId: string }>;
  /** Amount 0 is allowed: it closes the round without a transfer. */
  win(tx: Db, req: RoundMoneyCall): Promise<{ balance: number; transferId: string | null }>;
  /** Reverses the bet `rollbackTransactionId` once; an unknown bet is refused if it comes later. */
  rollback(
    tx: Db,
    req: {
      provider: string;
      transactionId: string;
      roundId: string;
      playerId: number;
      rollbackTransactionId: string;
    },
  ): Promise<{ balance: number }>;
}
