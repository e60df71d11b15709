import { sql } from 'drizzle-orm';
import type { CrashBetStatus } from '@lale/contract/crash-api';
import { rowsOf, type Db } from '../../../db/client.ts';

export interface CrashCashoutRecord {
  portion: number;
  atHundredths: number;
  payout: number;
  /** Which legs this cash-out closed (0, 1). */
  legs: number[];
  /** The player's request that made it (none for the server's own cash-outs): a retry finds it. */
  requestId?: string;
}

export interface CrashBetRow {
  id: string;
  roundId: string;
  room: string;
  userId: number;
  player: string;
  slot: 0 | 1;
  stake: number;
  legs: 1 | 2;
  autoCashout: number | null;
  riding: number;
  cashouts: CrashCashoutRecord[];
  payout: number;
  status: CrashBetStatus;
  requestId: string;
  createdAt: Date;
  settledAt: Date | null;
}

interface RawBet {
  id: string;
  round_id: string;
  room: string;
  user_id: number | string;
  player: string;
  slot: number;
  stake: number | string;
  legs: number;
  auto_cashout: number | string | null;
  riding: number | string;
  cashouts: CrashCashoutRecord[] | string;
  payout: number | string;
  status: CrashBetStatus;
  request_id: string;
  created_at: Date | string;
  settled_at: Date | string | null;
}

function toBet(row: RawBet): CrashBetRow {
  return {
    id: row.id,
    roundId: row.round_id,
    room: row.room,
    userId: Number(row.user_id),
    player: row.player,
    slot: Number(row.slot) as 0 | 1,
    stake: Number(row.stake),
    legs: Number(row.legs) as 1 | 2,
    autoCashout: row.auto_cashout === null ? null : Number(row.auto_cashout),
    riding: Number(row.riding),
    cashouts: typeof row.cashouts === 'string' ? JSON.parse(row.cashouts) : row.cashouts,
    payout: Number(row.payout),
    status: row.status,
    requestId: row.request_id,
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const many = (result: unknown) => rowsOf<RawBet>(result).map(toBet);

export const crashBets = {
  /** A new bet; null when the player already has one in this slot or used this request id. */
  async insert(
    db: Db,
    bet: Omit<CrashBetRow, 'cashouts' | 'payout' | 'status' | 'settledAt' | 'riding'>,
  ): Promise<CrashBetRow | null> {
    const result = await db.execute(sql`insert into crash_bets (id, round_id, room, user_id,
        player, slot, stake, legs, auto_cashout, riding, status, request_id, created_at)
      values (${bet.id}, ${bet.roundId}, ${bet.room}, ${bet.userId}, ${bet.player}, ${bet.slot},
        ${bet.stake}, ${bet.legs}, ${bet.autoCashout}, ${bet.stake}, 'open', ${bet.requestId},
        ${bet.createdAt.toISOString()})
      on conflict do nothing returning *`);
    return many(result)[0] ?? null;
  },

  async byRequest(db: Db, userId: number, requestId: string): Promise<CrashBetRow | null> {
    return (
      many(
        await db.execute(
          sql`select * from crash_bets where user_id = ${userId} and request_id = ${requestId}`,
        ),
      )[0] ?? null
    );
  },

  async inSlot(
    db: Db,
    roundId: string,
    userId: number,
    slot: number,
    lock = false,
  ): Promise<CrashBetRow | null> {
    const suffix = lock ? sql`for update` : sql``;
    return (
      many(
        await db.execute(sql`select * from crash_bets where round_id = ${roundId}
          and user_id = ${userId} and slot = ${slot} ${suffix}`),
      )[0] ?? null
    );
  },

  /**
   * The bet a cash-out request of the player was paid on: a retry answers it. Only the player's
   * latest bets in the room are looked at (two slots of the last two rounds); a retry comes
   * seconds after its request, not rounds.
   */
  async byCashoutRequest(
    db: Db,
    userId: number,
    room: string,
    requestId: string,
  ): Promise<CrashBetRow | null> {
    const made = JSON.stringify([{ requestId }]);
    return (
      many(
        await db.execute(sql`select * from (select * from crash_bets
            where user_id = ${userId} and room = ${room} order by created_at desc limit 4) recent
          where cashouts @> ${made}::jsonb`),
      )[0] ?? null
    );
  },

  async ofRound(db: Db, roundId: string, onlyOpen = false): Promise<CrashBetRow[]> {
    const open = onlyOpen ? sql`and status in ('open', 'partly_cashed_out') and riding > 0` : sql``;
    return many(
      await db.execute(
        sql`select * from crash_bets where round_id = ${roundId} ${open} order by created_at, id`,
      ),
    );
  },

  async lockOpen(db: Db, id: string): Promise<CrashBetRow | null> {
    return (
      many(
        await db.execute(sql`select * from crash_bets where id = ${id}
          and status in ('open', 'partly_cashed_out') and riding > 0 for update`),
      )[0] ?? null
    );
  },

  async ofPlayer(db: Db, userId: number, room: string, limit: number): Promise<CrashBetRow[]> {
    return many(
      await db.execute(sql`select * from crash_bets where user_id = ${userId} and room = ${room}
        order by created_at desc, id desc limit ${limit}`),
    );
  },

  async save(
    db: Db,
    bet: Pick<CrashBetRow, 'id' | 'riding' | 'cashouts' | 'payout' | 'status' | 'settledAt'>,
  ): Promise<CrashBetRow> {
    return many(
      await db.execute(sql`update crash_bets set riding = ${bet.riding},
        cashouts = ${JSON.stringify(bet.cashouts)}::jsonb, payout = ${bet.payout},
        status = ${bet.status}, settled_at = ${bet.settledAt?.toISOString() ?? null}
        where id = ${bet.id} returning *`),
    )[0]!;
  },
};
