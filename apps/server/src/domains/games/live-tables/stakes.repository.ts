import { sql } from 'drizzle-orm';
import type { LiveOwnBets, LiveStakeStatus } from '@lale/contract/live-tables/replies';
import { rowsOf, type Db } from '../../../db/client.ts';

export interface StakeRow {
  id: string;
  roundId: string;
  tableId: number;
  userId: number;
  player: string;
  bets: LiveOwnBets;
  staked: number;
  walletBets: number;
  win: number | null;
  balanceBefore: number;
  balanceAfter: number | null;
  status: LiveStakeStatus;
  createdAt: Date;
  settledAt: Date | null;
}

interface RawStake {
  id: string;
  round_id: string;
  table_id: number | string;
  user_id: number | string;
  player: string;
  bets: LiveOwnBets | string;
  staked: number | string;
  wallet_bets: number | string;
  win: number | string | null;
  balance_before: number | string;
  balance_after: number | string | null;
  status: LiveStakeStatus;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

function toStake(row: RawStake): StakeRow {
  return {
    id: row.id,
    roundId: row.round_id,
    tableId: Number(row.table_id),
    userId: Number(row.user_id),
    player: row.player,
    bets: typeof row.bets === 'string' ? (JSON.parse(row.bets) as LiveOwnBets) : row.bets,
    staked: Number(row.staked),
    walletBets: Number(row.wallet_bets),
    win: num(row.win),
    balanceBefore: Number(row.balance_before),
    balanceAfter: num(row.balance_after),
    status: row.status,
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const many = (result: unknown) => rowsOf<RawStake>(result).map(toStake);

export const tableStakes = {
  /** The player's stake in the round, locked for a change; null before their first bet. */
  async ofPlayer(db: Db, roundId: string, userId: number, lock = false): Promise<StakeRow | null> {
    return (
      many(
        await db.execute(sql`select * from live_table_stakes where round_id = ${roundId}
          and user_id = ${userId} ${lock ? sql`for update` : sql``}`),
      )[0] ?? null
    );
  },

  /** The stake the player's first bet of the round opens (nothing taken yet); null if it exists. */
  async create(
    db: Db,
    stake: Pick<
      StakeRow,
      'id' | 'roundId' | 'tableId' | 'userId' | 'player' | 'bets' | 'balanceBefore' | 'createdAt'
    >,
  ): Promise<StakeRow | null> {
    return (
      many(
        await db.execute(sql`insert into live_table_stakes (id, round_id, table_id, user_id, player,
            bets, balance_before, created_at)
          values (${stake.id}, ${stake.roundId}, ${stake.tableId}, ${stake.userId}, ${stake.player},
            ${JSON.stringify(stake.bets)}::jsonb, ${stake.balanceBefore}, ${stake.createdAt.toISOString()})
          on conflict (round_id, user_id) do nothing returning *`),
      )[0] ?? null
    );
  },

  async ofRound(db: Db, roundId: string, onlyOpen = false): Promise<StakeRow[]> {
    return many(
      await db.execute(sql`select * from live_table_stakes where round_id = ${roundId}
        ${onlyOpen ? sql`and status = 'open'` : sql``} order by created_at, id`),
    );
  },

  /** New bets and what the wallet now holds for them. */
  async saveBets(
    db: Db,
    stake: Pick<StakeRow, 'id' | 'bets' | 'staked' | 'walletBets'>,
  ): Promise<StakeRow> {
    return many(
      await db.execute(sql`update live_table_stakes set bets = ${JSON.stringify(stake.bets)}::jsonb,
          staked = ${stake.staked}, wallet_bets = ${stake.walletBets}
        where id = ${stake.id} returning *`),
    )[0]!;
  },

  /** Paid or refunded, once: null when it was closed already. */
  async close(
    db: Db,
    id: string,
    outcome: { status: 'settled' | 'refunded'; win: number; balanceAfter: number; at: Date },
  ): Promise<StakeRow | null> {
    return (
      many(
        await db.execute(sql`update live_table_stakes set status = ${outcome.status},
            win = ${outcome.win}, balance_after = ${outcome.balanceAfter},
            settled_at = ${outcome.at.toISOString()}
          where id = ${id} and status = 'open' returning *`),
      )[0] ?? null
    );
  },

  /** The player's rounds at a table, newest first (cleared stakes left out). */
  async history(db: Db, userId: number, tableId: number, limit: number): Promise<StakeRow[]> {
    return many(
      await db.execute(sql`select * from live_table_stakes where user_id = ${userId}
        and table_id = ${tableId} and staked > 0 order by created_at desc, id desc limit ${limit}`),
    );
  },
};

export const tableSeats = {
  /** Takes the seat for the player; false when it or the player is taken already. */
  async take(db: Db, roundId: string, seat: number, userId: number): Promise<boolean> {
    const result = await db.execute(sql`insert into live_table_seats (round_id, seat, user_id)
      values (${roundId}, ${seat}, ${userId}) on conflict do nothing returning seat`);
    return rowsOf(result).length === 1;
  },

  async holder(db: Db, roundId: string, seat: number): Promise<number | null> {
    const [row] = rowsOf<{ user_id: number | string }>(
      await db.execute(
        sql`select user_id from live_table_seats where round_id = ${roundId} and seat = ${seat}`,
      ),
    );
    return row ? Number(row.user_id) : null;
  },

  async free(db: Db, roundId: string, userId: number): Promise<void> {
    await db.execute(
      sql`delete from live_table_seats where round_id = ${roundId} and user_id = ${userId}`,
    );
  },
};

export const tableRequests = {
  async reply<T>(db: Db, userId: number, requestId: string): Promise<T | null> {
    const [row] = rowsOf<{ reply: T | string }>(
      await db.execute(sql`select reply from live_table_requests
        where user_id = ${userId} and request_id = ${requestId}`),
    );
    if (!row) return null;
    return typeof row.reply === 'string' ? (JSON.parse(row.reply) as T) : row.reply;
  },

  async remember(
    db: Db,
    entry: { userId: number; requestId: string; roundId: string; reply: unknown; at: Date },
  ): Promise<void> {
    await db.execute(sql`insert into live_table_requests (user_id, request_id, round_id, reply,
        created_at)
      values (${entry.userId}, ${entry.requestId}, ${entry.roundId},
        ${JSON.stringify(entry.reply)}::jsonb, ${entry.at.toISOString()})`);
  },
};
