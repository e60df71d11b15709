import { sql } from 'drizzle-orm';
import { withTransaction, rowsOf, type Db } from '../../../db/client.ts';
import { HOUSE, houseFor, lockAccounts, ownerOf, playerCash, postedBalance } from '../accounts.ts';
import { transferWithin } from '../ledger.ts';
import { findTransfer } from '../transfers.ts';
import { JACKPOT_POOLS, jackpotShares, poolConfig, type JackpotPoolName } from './pools.ts';

const pool = (name: string) => ({ kind: 'jackpot' as const, pool: name });

/**
 * The pools' shares of a slot stake as arguments of the database's `jackpot_contribute`
 * (migration 0009), which moves each from the player's house shard once per round and pool.
 */
export function contributionArgs(stake: number) {
  const shares = jackpotShares(stake);
  const list = (values: (string | number)[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  return {
    shares,
    pools: sql`array[${list(shares.map((share) => share.pool))}]::text[]`,
    amounts: sql`array[${list(shares.map((share) => share.amount))}]::bigint[]`,
  };
}

/**
 * Feeds the pools from a slot stake, keyed by the round so a retried round contributes once.
 * In-house slots do not call this: their bet feeds the pools (`feedsJackpots`).
 */
export async function contribute(
  tx: Db,
  input: { stake: number; roundId: string; playerId: number },
): Promise<{ pool: JackpotPoolName; amount: number }[]> {
  const { shares, pools, amounts } = contributionArgs(input.stake);
  await tx.execute(
    sql`select jackpot_contribute(${input.roundId}, ${ownerOf(houseFor(input.playerId))},
          ${pools}, ${amounts})`,
  );
  return shares.filter((share) => share.amount > 0);
}

/**
 * Pays the whole pool to the player, then the house puts the seed back. The studio decides
 * when a jackpot hits; a retried award of the same round pays once.
 */
export function award(
  tx: Db,
  input: { pool: JackpotPoolName; playerId: number; roundId: string },
): Promise<{ amount: number; transferId: string | null }> {
  const config = poolConfig(input.pool);
  const awardKey = `jackpot:award:${input.roundId}:${config.pool}`;
  return withTransaction(tx, async (db) => {
    // The pool's lock first: two awards of one pool cannot both read the same balance.
    const [account] = await lockAccounts(db, pool(config.pool), playerCash(input.playerId));
    const paid = await findTransfer(db, { idempotencyKey: awardKey });
    if (paid) return { amount: paid.amount, transferId: paid.id };
    const amount = postedBalance(account) - account.debitsPending;
    let transferId: string | null = null;
    if (amount > 0) {
      const outcome = await transferWithin(db, {
        debit: pool(config.pool),
        credit: playerCash(input.playerId),
        amount,
        kind: 'jackpot_award',
        reference: input.roundId,
        idempotencyKey: awardKey,
      });
      transferId = outcome.transfer.id;
    }
    await transferWithin(db, {
      debit: houseFor(input.playerId),
      credit: pool(config.pool),
      amount: config.seed,
      kind: 'jackpot_seed',
      reference: input.roundId,
      idempotencyKey: `jackpot:reseed:${input.roundId}:${config.pool}`,
    });
    return { amount, transferId };
  });
}

/** Seeds each pool once (at first start). */
export function seedPools(tx: Db): Promise<void> {
  return withTransaction(tx, async (inner) => {
    for (const config of JACKPOT_POOLS)
      await transferWithin(inner, {
        debit: HOUSE,
        credit: pool(config.pool),
        amount: config.seed,
        kind: 'jackpot_seed',
        reference: 'initial',
        idempotencyKey: `jackpot:seed:initial:${config.pool}`,
      });
  });
}

/** Current pool amounts, in the pools' display order. */
export async function poolBalances(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ owner: string; balance: string | number }>(
    await db.execute(
      sql`select owner, credits_posted - debits_posted as balance from ledger_accounts where kind = 'jackpot'`,
    ),
  );
  return new Map(rows.map((row) => [row.owner, Number(row.balance)]));
}
