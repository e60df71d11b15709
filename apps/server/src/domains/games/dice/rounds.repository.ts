import { sql } from 'drizzle-orm';
import type { DiceRoll } from '@lale/games/dice';
import { rowsOf, type Db } from '../../../db/client.ts';

export type DicePhase = 'betting' | 'rolling' | 'settled';

export interface DiceRound {
  id: string;
  room: string;
  number: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  phase: DicePhase;
  openedAt: Date;
  closesAt: Date;
  settlesAt: Date;
  dice: DiceRoll | null;
  settledAt: Date | null;
}

interface RawRound {
  id: string;
  room: string;
  round_number: number | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  phase: DicePhase;
  opened_at: Date | string;
  closes_at: Date | string;
  settles_at: Date | string;
  die_one: number | string | null;
  die_two: number | string | null;
  settled_at: Date | string | null;
}

function toRound(row: RawRound): DiceRound {
  return {
    id: row.id,
    room: row.room,
    number: Number(row.round_number),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    phase: row.phase,
    openedAt: new Date(row.opened_at),
    closesAt: new Date(row.closes_at),
    settlesAt: new Date(row.settles_at),
    dice:
      row.die_one === null || row.die_two === null
        ? null
        : [Number(row.die_one), Number(row.die_two)],
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const many = (result: unknown) => rowsOf<RawRound>(result).map(toRound);
const one = (result: unknown) => many(result)[0] ?? null;
const lockOf = (lock: 'share' | 'update' | null) =>
  lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;

export const diceRounds = {
  async latest(db: Db, room: string, lock: 'share' | 'update' | null = null) {
    return one(
      await db.execute(sql`select * from dice_rounds where room = ${room}
        order by round_number desc limit 1 ${lockOf(lock)}`),
    );
  },

  async byId(db: Db, id: string, lock: 'share' | 'update' | null = null) {
    return one(await db.execute(sql`select * from dice_rounds where id = ${id} ${lockOf(lock)}`));
  },

  /** The rounds to carry on with, oldest first: those not settled, and the latest. */
  async toCarryOn(db: Db, room: string): Promise<DiceRound[]> {
    return many(
      await db.execute(sql`select * from dice_rounds where room = ${room}
        and (phase <> 'settled' or round_number =
          (select max(round_number) from dice_rounds where room = ${room}))
        order by round_number`),
    );
  },

  async recentSettled(db: Db, room: string, limit: number): Promise<DiceRound[]> {
    return many(
      await db.execute(sql`select * from dice_rounds where room = ${room} and phase = 'settled'
        order by round_number desc limit ${limit}`),
    );
  },

  /** A new round taking bets; null when another leader opened this number first. */
  async open(
    db: Db,
    round: Omit<DiceRound, 'phase' | 'dice' | 'settledAt'>,
  ): Promise<DiceRound | null> {
    return one(
      await db.execute(sql`insert into dice_rounds (id, room, round_number, server_seed,
          server_seed_hash, client_seed, phase, opened_at, closes_at, settles_at)
        values (${round.id}, ${round.room}, ${round.number}, ${round.serverSeed},
          ${round.serverSeedHash}, ${round.clientSeed}, 'betting', ${round.openedAt.toISOString()},
          ${round.closesAt.toISOString()}, ${round.settlesAt.toISOString()})
        on conflict (room, round_number) do nothing returning *`),
    );
  },

  /** Betting → rolling with its dice, once. */
  async roll(db: Db, id: string, dice: DiceRoll): Promise<DiceRound | null> {
    return one(
      await db.execute(sql`update dice_rounds set phase = 'rolling', die_one = ${dice[0]},
          die_two = ${dice[1]}
        where id = ${id} and phase = 'betting' returning *`),
    );
  },

  /** Rolling → settled, once (the caller holds the row's lock). */
  async markSettled(db: Db, id: string, at: Date): Promise<DiceRound | null> {
    return one(
      await db.execute(sql`update dice_rounds set phase = 'settled', settled_at = ${at.toISOString()}
        where id = ${id} and phase = 'rolling' returning *`),
    );
  },
};
