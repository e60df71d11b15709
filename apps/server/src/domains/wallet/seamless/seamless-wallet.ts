import type { Db } from '../../../db/client.ts';
import { SeamlessWalletService } from './seamless-wallet.service.ts';

export { SeamlessError, type SeamlessErrorCode } from './seamless-error.ts';

/** A bet or a win: the studio's transaction id, its round, the player, the game and kuruş. */
export interface RoundMoneyCall {
  provider: string;
  transactionId: string;
  roundId: string;
  playerId: number;
  gameId: string;
  amount: number;
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

export function createSeamlessWallet(): SeamlessWallet {
  return new SeamlessWalletService();
}
