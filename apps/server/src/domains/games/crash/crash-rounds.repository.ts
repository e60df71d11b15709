import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

export type CrashPhase = 'betting' | 'flying' | 'crashed';

export interface CrashRoundRow {
  id: string;
  room: string;
  chainId: number;
  roundNumber: number;
  previousHash: string;
  gameHash: string;
  crashPoint: number;
  phase: CrashPhase;
  bettingEndsAt: Date;
  startedAt: Date | null;
  crashesAt: Date | null;
  forcedCashout: number | null;
  crashedAt: Date | null;
  settledAt: Date | null;
}

interface RawRound {
  id: string;
  room: string;
  chain_id: number | string;
  round_number: number | string;
  previous_hash: string;
  game_hash: string;
  crash_point: number | string;
  phase: CrashPhase;
  betting_ends_at: Date | string;
  started_at: Date | string | null;
  crashes_at: Date | string | null;
  forced_cashout: number | string | null;
  crashed_at: Date | string | null;
  settled_at: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));
const num = (value: number | string | null) => (value === null ? null : Number(value));

function toRound(row: RawRound): CrashRoundRow {
  return {
    id: row.id,
    room: row.room,
    chainId: Number(row.chain_id),
    roundNumber: Number(row.round_number),
    previousHash: row.previous_hash,
    gameHash: row.game_hash,
    crashPoint: Number(row.crash_point),
    phase: row.phase,
    bettingEndsAt: new Date(row.betting_ends_at),
    startedAt: date(row.started_at),
    crashesAt: date(row.crashes_at),
    forcedCashout: num(row.forced_cashout),
    crashedAt: date(row.crashed_at),
    settledAt: date(row.settled_at),
  };
}

const one = (result: unknown) => {
  const row = rowsOf<RawRound>(result)[0];
  return row ? toRound(row) : null;
};

export const crashRounds = {
  async latest(db: Db, room: string, lock: 'share' | 'update' | null = null) {
    const suffix = lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;
    return one(
      await db.execute(sql`select * from crash_rounds where room = ${room}
        order by chain_id desc, round_number desc limit 1 ${suffix}`),
    );
  },

  async byId(db: Db, id: string, lock: 'share' | 'update' | null = null) {
    const suffix = lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;
    return one(await db.execute(sql`select * from crash_rounds where id = ${id} ${suffix}`));
  },

  /** The room's last crashed rounds, newest first. */
  async recentCrashed(db: Db, room: string, limit: number): Promise<CrashRoundRow[]> {
    const result = await db.execute(sql`select * from crash_rounds
      where room = ${room} and phase = 'crashed'
      order by chain_id desc, round_number desc limit ${limit}`);
    return rowsOf<RawRound>(result).map(toRound);
  },

  /** A new round in its betting phase; null when another leader made it first. */
  async open(
    db: Db,
    round: Pick<
      CrashRoundRow,
      'id' | 'room' | 'chainId' | 'roundNumber' | 'previousHash' | 'gameHash' | 'crashPoint'
    > & { bettingEndsAt: Date },
  ) {
    return one(
      await db.execute(sql`insert into crash_rounds (id, room, chain_id, round_number,
        previous_hash, game_hash, crash_point, phase, betting_ends_at)
        values (${round.id}, ${round.room}, ${round.chainId}, ${round.roundNumber},
          ${round.previousHash}, ${round.gameHash}, ${round.crashPoint}, 'betting',
          ${round.bettingEndsAt.toISOString()})
        on conflict (chain_id, round_number) do nothing returning *`),
    );
  },

  /** Betting → flying, once. */
  async takeOff(
    db: Db,
    id: string,
    at: { startedAt: Date; crashesAt: Date; forcedCashout: number | null },
  ) {
    return one(
      await db.execute(sql`update crash_rounds set phase = 'flying',
        started_at = ${at.startedAt.toISOString()}, crashes_at = ${at.crashesAt.toISOString()},
        forced_cashout = ${at.forcedCashout}
        where id = ${id} and phase = 'betting' returning *`),
    );
  },

  /** Flying → crashed, once. */
  async crash(db: Db, id: string, at: Date) {
    return one(
      await db.execute(sql`update crash_rounds set phase = 'crashed', crashed_at = ${at.toISOString()}
        where id = ${id} and phase = 'flying' returning *`),
    );
  },

  async markSettled(db: Db, id: string, at: Date): Promise<void> {
    await db.execute(sql`update crash_rounds set settled_at = ${at.toISOString()}
      where id = ${id} and settled_at is null`);
  },
};
