import { sql } from 'drizzle-orm';
import { withTransaction, rowsOf, type Db } from '../../../db/client.ts';
import {
  HOUSE,
  houseFor,
  JACKPOT_SHARDS,
  jackpotFor,
  jackpotShard,
  lockAccounts,
  ownerOf,
  playerCash,
} from '../accounts.ts';
import { transferWithin } from '../ledger.ts';
import { findTransfer } from '../transfers.ts';
import { countMoney } from '../wallet-metrics.ts';
import { JACKPOT_POOLS, jackpotShares, poolConfig, type JackpotPoolName } from './pools.ts';

type Share = { pool: JackpotPoolName; amount: number };

/** A pool's own account: shard 0, where seeds go and an award is paid from. */
const head = (name: string) => jackpotShard(name, 0);

/**
 * The pools' shares of a slot stake as arguments of the database's `jackpot_contribute`, which
 * moves each from the player's house shard to the player's shard of the pool (`jackpotFor`),
 * once per round and pool.
 */
export function contributionArgs(stake: number, playerId: number) {
  return sharesArgs(jackpotShares(stake), playerId);
}

/**
 * The same as plain lists, for a caller that hands `seamless_bet` its arguments as JSON from
 * inside its own statement (in-statement-bet.ts): the accounts, by owner, and the kuruş.
 */
export function contributionLists(stake: number, playerId: number) {
  const shares = jackpotShares(stake);
  return {
    shares,
    pools: shares.map((share) => ownerOf(jackpotFor(share.pool, playerId))),
    amounts: shares.map((share) => share.amount),
  };
}

function sharesArgs(shares: Share[], playerId: number) {
  const list = (values: (string | number)[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  return {
    shares,
    pools: sql`array[${list(shares.map((share) => ownerOf(jackpotFor(share.pool, playerId))))}]::text[]`,
    amounts: sql`array[${list(shares.map((share) => share.amount))}]::bigint[]`,
  };
}

async function contributeShares(
  tx: Db,
  input: { roundId: string; playerId: number },
  shares: Share[],
): Promise<Share[]> {
  const given = shares.filter((share) => share.amount > 0);
  if (given.length === 0) return given;
  const { pools, amounts } = sharesArgs(given, input.playerId);
  await tx.execute(
    sql`select jackpot_contribute(${input.roundId}, ${ownerOf(houseFor(input.playerId))},
          ${pools}, ${amounts})`,
  );
  return given;
}

/**
 * Feeds the pools from a slot stake, keyed by the round so a retried round contributes once.
 * In-house slots do not call this: their bet feeds the pools (`feedsJackpots`), or their award.
 */
export function contribute(
  tx: Db,
  input: { stake: number; roundId: string; playerId: number },
): Promise<Share[]> {
  return contributeShares(tx, input, jackpotShares(input.stake));
}

/**
 * Pays the whole pool, every shard of it, to the player, then the house puts the seed back.
 * The studio decides when a jackpot hits; a retried award of the same round pays once.
 *
 * With `stake`, the round's shares of it feed the pools here (the round's bet fed none). Every
 * spin takes the pools' rows in one order: for each pool in JACKPOT_POOLS order, its shard
 * for the player; an award takes all the awarded pool's shards, in shard order, at that pool's
 * place in the order. No two rounds can then each hold a row the other waits for, as they
 * could if a round that had already fed its own shard of a pool went on to lock the others.
 */
export function award(
  tx: Db,
  input: { pool: JackpotPoolName; playerId: number; roundId: string; stake?: number },
): Promise<{ amount: number; transferId: string | null }> {
  const config = poolConfig(input.pool);
  const awardKey = `jackpot:award:${input.roundId}:${config.pool}`;
  return withTransaction(tx, async (db) => {
    const shares = input.stake ? jackpotShares(input.stake) : [];
    const at = shares.findIndex((share) => share.pool === config.pool);
    const contributed = await contributeShares(db, input, shares.slice(0, Math.max(at, 0)));
    const shards = await lockShards(db, config.pool, input.playerId);
    const paid = await findTransfer(db, { idempotencyKey: awardKey });
    if (paid) return { amount: paid.amount, transferId: paid.id };
    contributed.push(...(await contributeShares(db, input, shares.slice(Math.max(at, 0)))));
    countMoney(db, {
      transfers: contributed.map(({ amount }) => ({ kind: 'jackpot_contribution', amount })),
    });

    for (const { shard, available } of await shardBalances(db, config.pool, shards))
      if (shard > 0 && available > 0)
        await transferWithin(db, {
          debit: jackpotShard(config.pool, shard),
          credit: head(config.pool),
          amount: available,
          kind: 'jackpot_gather',
          reference: input.roundId,
          idempotencyKey: `jackpot:gather:${input.roundId}:${ownerOf(jackpotShard(config.pool, shard))}`,
        });
    const [gathered] = await shardBalances(db, config.pool, [0]);
    const amount = gathered!.available;
    let transferId: string | null = null;
    if (amount > 0) {
      const outcome = await transferWithin(db, {
        debit: head(config.pool),
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
      credit: head(config.pool),
      amount: config.seed,
      kind: 'jackpot_seed',
      reference: input.roundId,
      idempotencyKey: `jackpot:reseed:${input.roundId}:${config.pool}`,
    });
    return { amount, transferId };
  });
}

/**
 * Locks every shard of the pool in shard order with the ledger's lock (opening the shards not
 * used yet, so each shard that exists is locked), and returns their numbers. The shards are
 * 0 to JACKPOT_SHARDS - 1, and any higher one that a larger count left behind.
 */
async function lockShards(tx: Db, pool: string, playerId: number): Promise<number[]> {
  const existing = rowsOf<{ owner: string }>(
    await tx.execute(sql`select owner from ledger_accounts
      where kind = 'jackpot' and split_part(owner, '#', 1) = ${pool}`),
  ).map((row) => shardOf(row.owner));
  const shards = [
    ...new Set([...Array.from({ length: JACKPOT_SHARDS }, (_, i) => i), ...existing]),
  ];
  shards.sort((a, b) => a - b);
  for (const shard of shards)
    await lockAccounts(tx, jackpotShard(pool, shard), playerCash(playerId));
  return shards;
}

const shardOf = (owner: string) => Number(owner.split('#')[1] ?? 0);

async function shardBalances(
  tx: Db,
  pool: string,
  shards: number[],
): Promise<{ shard: number; available: number }[]> {
  const owners = shards.map((shard) => sql`${ownerOf(jackpotShard(pool, shard))}`);
  const rows = rowsOf<{ owner: string; available: string | number }>(
    await tx.execute(sql`select owner, credits_posted - debits_posted - debits_pending as available
      from ledger_accounts where kind = 'jackpot' and owner in (${sql.join(owners, sql`, `)})`),
  );
  return rows
    .map((row) => ({ shard: shardOf(row.owner), available: Number(row.available) }))
    .sort((a, b) => a.shard - b.shard);
}

/** Seeds each pool once (at first start). */
export function seedPools(tx: Db): Promise<void> {
  return withTransaction(tx, async (inner) => {
    for (const config of JACKPOT_POOLS)
      await transferWithin(inner, {
        debit: HOUSE,
        credit: head(config.pool),
        amount: config.seed,
        kind: 'jackpot_seed',
        reference: 'initial',
        idempotencyKey: `jackpot:seed:initial:${config.pool}`,
      });
  });
}

/** Current pool amounts (each the sum of its shards), by pool name. */
export async function poolBalances(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ pool: string; balance: string | number }>(
    await db.execute(
      sql`select split_part(owner, '#', 1) as pool, sum(credits_posted - debits_posted) as balance
        from ledger_accounts where kind = 'jackpot' group by 1`,
    ),
  );
  return new Map(rows.map((row) => [row.pool, Number(row.balance)]));
}
