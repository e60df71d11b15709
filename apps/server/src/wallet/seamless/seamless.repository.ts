import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  walletTransactions,
  type WalletTransactionKind,
  type WalletTransactionStatus,
} from '../../db/schema.ts';

export type WalletTransaction = typeof walletTransactions.$inferSelect;

interface ClaimValues {
  provider: string;
  transactionId: string;
  kind: WalletTransactionKind;
  userId: number;
  roundId: string;
  gameId: string | null;
  amount: number;
  status: WalletTransactionStatus;
  rolledBackTransactionId?: string;
}

export const seamlessRepository = {
  /** Provider active and player known, in one round trip. */
  async checkParties(
    db: Db,
    provider: string,
    playerId: number,
  ): Promise<{ provider: boolean; player: boolean }> {
    const [row] = rowsOf<{ provider: boolean | null; player: boolean }>(
      await db.execute(sql`select
        (select active from wallet_providers where code = ${provider}) as provider,
        exists (select 1 from users where id = ${playerId}) as player`),
    );
    return { provider: row?.provider === true, player: row?.player === true };
  },

  /**
   * Records a provider transaction id, or returns false when it is recorded already or the
   * provider or player is unknown (the caller tells which). A concurrent call with the same id
   * waits here until the first one commits or rolls back. (Bets and wins claim inside their
   * database functions, migration 0008; rollbacks claim here.)
   */
  async claim(db: Db, values: ClaimValues): Promise<boolean> {
    const result = await db.execute(sql`insert into wallet_transactions
        (provider, transaction_id, kind, user_id, round_id, game_id, amount, status, rolled_back_transaction_id)
      select ${values.provider}, ${values.transactionId}, ${values.kind}, ${values.userId}, ${values.roundId},
        ${values.gameId}, ${values.amount}, ${values.status}, ${values.rolledBackTransactionId ?? null}
      where exists (select 1 from wallet_providers where code = ${values.provider} and active)
        and exists (select 1 from users where id = ${values.userId})
      on conflict do nothing
      returning 1`);
    return rowsOf(result).length > 0;
  },

  async find(db: Db, provider: string, transactionId: string, lock = false) {
    const query = db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.provider, provider),
          eq(walletTransactions.transactionId, transactionId),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async complete(
    db: Db,
    provider: string,
    transactionId: string,
    values: { transferId: string | null; response: unknown },
  ): Promise<void> {
    await db
      .update(walletTransactions)
      .set(values)
      .where(
        and(
          eq(walletTransactions.provider, provider),
          eq(walletTransactions.transactionId, transactionId),
        ),
      );
  },

  async markRolledBack(db: Db, provider: string, transactionId: string): Promise<void> {
    await db
      .update(walletTransactions)
      .set({ status: 'rolled_back' })
      .where(
        and(
          eq(walletTransactions.provider, provider),
          eq(walletTransactions.transactionId, transactionId),
        ),
      );
  },
};
