import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

export type DrawPhase = 'betting' | 'drawing' | 'settled';

export interface DrawRow {
  id: string;
  room: string;
  number: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  phase: DrawPhase;
  openedAt: Date;
  closesAt: Date;
  drawsAt: Date;
  settlesAt: Date;
  balls: number[] | null;
  card: number | null;
  settledAt: Date | null;
}

interface RawDraw {
  id: string;
  room: string;
  draw_number: number | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  phase: DrawPhase;
  opened_at: Date | string;
  closes_at: Date | string;
  draws_at: Date | string;
  settles_at: Date | string;
  balls: (number | string)[] | string | null;
  card: number | string | null;
  settled_at: Date | string | null;
}

/** PGlite hands integer arrays back as arrays; a text literal '{1,2}' is read too. */
function intArray(value: RawDraw['balls']): number[] | null {
  if (value === null) return null;
  if (typeof value === 'string')
    return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return value.map(Number);
}

function toDraw(row: RawDraw): DrawRow {
  return {
    id: row.id,
    room: row.room,
    number: Number(row.draw_number),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    phase: row.phase,
    openedAt: new Date(row.opened_at),
    closesAt: new Date(row.closes_at),
    drawsAt: new Date(row.draws_at),
    settlesAt: new Date(row.settles_at),
    balls: intArray(row.balls),
    card: row.card === null ? null : Number(row.card),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const one = (result: unknown) => {
  const row = rowsOf<RawDraw>(result)[0];
  return row ? toDraw(row) : null;
};
const lockOf = (lock: 'share' | 'update' | null) =>
  lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;

export const betOnGamesDraws = {
  async latest(db: Db, room: string, lock: 'share' | 'update' | null = null) {
    return one(
      await db.execute(sql`select * from bet_on_games_draws where room = ${room}
        order by draw_number desc limit 1 ${lockOf(lock)}`),
    );
  },

  async byId(db: Db, id: string, lock: 'share' | 'update' | null = null) {
    return one(
      await db.execute(sql`select * from bet_on_games_draws where id = ${id} ${lockOf(lock)}`),
    );
  },

  async recentSettled(db: Db, room: string, limit: number): Promise<DrawRow[]> {
    const result = await db.execute(sql`select * from bet_on_games_draws
      where room = ${room} and phase = 'settled' order by draw_number desc limit ${limit}`);
    return rowsOf<RawDraw>(result).map(toDraw);
  },

  /** A new draw taking bets; null when another leader opened this number first. */
  async open(
    db: Db,
    draw: Pick<
      DrawRow,
      | 'id'
      | 'room'
      | 'number'
      | 'serverSeed'
      | 'serverSeedHash'
      | 'clientSeed'
      | 'openedAt'
      | 'closesAt'
      | 'drawsAt'
      | 'settlesAt'
    >,
  ) {
    return one(
      await db.execute(sql`insert into bet_on_games_draws (id, room, draw_number, server_seed,
          server_seed_hash, client_seed, phase, opened_at, closes_at, draws_at, settles_at)
        values (${draw.id}, ${draw.room}, ${draw.number}, ${draw.serverSeed},
          ${draw.serverSeedHash}, ${draw.clientSeed}, 'betting', ${draw.openedAt.toISOString()},
          ${draw.closesAt.toISOString()}, ${draw.drawsAt.toISOString()},
          ${draw.settlesAt.toISOString()})
        on conflict (room, draw_number) do nothing returning *`),
    );
  },

  /** Betting → drawing with its result, once. */
  async startDrawing(db: Db, id: string, result: { balls: number[]; card: number }) {
    const balls = `{${result.balls.join(',')}}`;
    return one(
      await db.execute(sql`update bet_on_games_draws set phase = 'drawing',
          balls = ${balls}::integer[], card = ${result.card}
        where id = ${id} and phase = 'betting' returning *`),
    );
  },

  /** Drawing → settled, once (the caller holds the row's lock). */
  async markSettled(db: Db, id: string, at: Date) {
    return one(
      await db.execute(sql`update bet_on_games_draws set phase = 'settled',
          settled_at = ${at.toISOString()}
        where id = ${id} and phase = 'drawing' returning *`),
    );
  },
};
