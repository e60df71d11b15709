import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  walletRounds,
  walletTransactions,
  type WalletTransactionKind,
  type WalletTransactionStatus,
} from '../../db/schema.ts';

export type WalletTransaction = typeof walletTransactions.$inferSelect;
export type WalletRound = typeof walletRounds.$inferSelect;

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
   * waits here until the first one commits or rolls back.
   */
  async claim(db: Db, values: ClaimValues): Promise<boolean> {
    return (await this.claimAndOpenRound(db, values, false)).claimed;
  },

  /**
   * `claim`, and with `openRound` also opens the round (a bet's first round trip); `roundOpened`
   * is false when the round existed (the caller then locks it) or nothing was claimed.
   */
  async claimAndOpenRound(
    db: Db,
    values: ClaimValues,
    openRound: boolean,
  ): Promise<{ claimed: boolean; roundOpened: boolean }> {
    const round = openRound
      ? sql`, r as (
          insert into wallet_rounds (provider, round_id, user_id, game_id, status)
          select provider, round_id, user_id, game_id, 'open' from c
          on conflict do nothing returning 1
        ) select (select count(*) from c) as claimed, (select count(*) from r) as opened`
      : sql` select (select count(*) from c) as claimed, 0 as opened`;
    const result = await db.execute(sql`with c as (
      insert into wallet_transactions
        (provider, transaction_id, kind, user_id, round_id, game_id, amount, status, rolled_back_transaction_id)
      select ${values.provider}, ${values.transactionId}, ${values.kind}, ${values.userId}, ${values.roundId},
        ${values.gameId}, ${values.amount}, ${values.status}, ${values.rolledBackTransactionId ?? null}
      where exists (select 1 from wallet_providers where code = ${values.provider} and active)
        and exists (select 1 from users where id = ${values.userId})
      on conflict do nothing
      returning provider, round_id, user_id, game_id
    )${round}`);
    const [row] = rowsOf<{ claimed: string | number; opened: string | number }>(result);
    return { claimed: Number(row?.claimed) > 0, roundOpened: Number(row?.opened) > 0 };
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

  async lockRound(db: Db, provider: string, roundId: string): Promise<WalletRound | null> {
    const [row] = await db
      .select()
      .from(walletRounds)
      .where(and(eq(walletRounds.provider, provider), eq(walletRounds.roundId, roundId)))
      .for('update');
    return row ?? null;
  },

  /** Closes the round and stores the win's answer, in one round trip. */
  async closeRoundAndComplete(
    db: Db,
    round: { provider: string; roundId: string },
    transactionId: string,
    values: { transferId: string | null; response: unknown },
  ): Promise<void> {
    await db.execute(sql`with closed as (
        update wallet_rounds set status = 'closed', closed_at = now()
        where provider = ${round.provider} and round_id = ${round.roundId} returning 1
      )
      update wallet_transactions set transfer_id = ${values.transferId}::uuid,
        response = ${JSON.stringify(values.response)}::jsonb
      where provider = ${round.provider} and transaction_id = ${transactionId}`);
  },
};
