import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

export type BingoPhase = 'selling' | 'calling' | 'finished' | 'void';

export interface BingoGameRow {
  id: string;
  room: string;
  gameNumber: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  phase: BingoPhase;
  salesEndAt: Date;
  calls: number;
  nextCallAt: Date | null;
  stakes: number;
  createdAt: Date;
  finishedAt: Date | null;
}

interface RawGame {
  id: string;
  room: string;
  game_number: number | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  phase: BingoPhase;
  sales_end_at: Date | string;
  calls: number | string;
  next_call_at: Date | string | null;
  stakes: number | string;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toGame(row: RawGame): BingoGameRow {
  return {
    id: row.id,
    room: row.room,
    gameNumber: Number(row.game_number),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    phase: row.phase,
    salesEndAt: new Date(row.sales_end_at),
    calls: Number(row.calls),
    nextCallAt: date(row.next_call_at),
    stakes: Number(row.stakes),
    createdAt: new Date(row.created_at),
    finishedAt: date(row.finished_at),
  };
}

const one = (result: unknown) => {
  const row = rowsOf<RawGame>(result)[0];
  return row ? toGame(row) : null;
};

const lockClause = (lock: 'share' | 'update' | null) =>
  lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;

export const bingoGames = {
  async latest(db: Db, room: string, lock: 'share' | 'update' | null = null) {
    return one(
      await db.execute(sql`select * from bingo_games where room = ${room}
        order by game_number desc limit 1 ${lockClause(lock)}`),
    );
  },

  async byId(db: Db, id: string, lock: 'share' | 'update' | null = null) {
    return one(
      await db.execute(sql`select * from bingo_games where id = ${id} ${lockClause(lock)}`),
    );
  },

  /** Null when another leader opened this number first. */
  async open(
    db: Db,
    game: Pick<
      BingoGameRow,
      | 'id'
      | 'room'
      | 'gameNumber'
      | 'serverSeed'
      | 'serverSeedHash'
      | 'clientSeed'
      | 'salesEndAt'
      | 'createdAt'
    >,
  ) {
    return one(
      await db.execute(sql`insert into bingo_games (id, room, game_number, server_seed,
          server_seed_hash, client_seed, phase, sales_end_at, created_at)
        values (${game.id}, ${game.room}, ${game.gameNumber}, ${game.serverSeed},
          ${game.serverSeedHash}, ${game.clientSeed}, 'selling', ${game.salesEndAt},
          ${game.createdAt})
        on conflict (room, game_number) do nothing returning *`),
    );
  },

  /** Sales close: the pool is fixed; a game nobody bought into is void. */
  async start(db: Db, id: string, stakes: number, nextCallAt: Date | null, now: Date) {
    return one(
      await db.execute(sql`update bingo_games
        set phase = ${stakes > 0 ? 'calling' : 'void'}, stakes = ${stakes},
          next_call_at = ${nextCallAt}, finished_at = ${stakes > 0 ? null : now}
        where id = ${id} and phase = 'selling' returning *`),
    );
  },

  /** Call number `calls + 1`, once: null when it was made already. */
  async call(db: Db, id: string, calls: number, nextCallAt: Date | null) {
    return one(
      await db.execute(sql`update bingo_games set calls = ${calls + 1}, next_call_at = ${nextCallAt}
        where id = ${id} and phase = 'calling' and calls = ${calls} returning *`),
    );
  },

  async finish(db: Db, id: string, now: Date) {
    return one(
      await db.execute(sql`update bingo_games set phase = 'finished', finished_at = ${now},
          next_call_at = null
        where id = ${id} and phase = 'calling' returning *`),
    );
  },
};
