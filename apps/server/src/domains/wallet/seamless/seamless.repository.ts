import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import {
  walletTransactions,
  type WalletTransactionKind,
  type WalletTransactionStatus,
} from '../../../db/schema.ts';

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

  /** Records a provider transaction id once (the database's seamless_claim, migration 0008). */
  async claim(db: Db, values: ClaimValues): Promise<boolean> {
    const result = await db.execute(sql`select seamless_claim(${values.provider},
        ${values.transactionId}, ${values.kind}, ${values.userId}, ${values.roundId},
        ${values.gameId}, ${values.amount}, ${values.status},
        ${values.rolledBackTransactionId ?? null}) as claimed`);
    return rowsOf<{ claimed: boolean }>(result)[0]?.claimed === true;
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
