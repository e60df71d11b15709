import { sql } from 'drizzle-orm';
import type { LiveTableKind } from '@lale/contract/live-tables/kinds';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import { rowsOf, type Db } from '../../../db/client.ts';

export type RoundPhase = 'betting' | 'closed' | 'draw' | 'decision' | 'result' | 'cancelled';

export interface TableRoundRow {
  id: string;
  tableId: number;
  roundNumber: number;
  kind: LiveTableKind;
  phase: RoundPhase;
  phaseEndsAt: Date;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  state: unknown;
  result: LiveTableResult | null;
  openedAt: Date;
  bettingEndsAt: Date;
  settledAt: Date | null;
}

interface RawRound {
  id: string;
  table_id: number | string;
  round_number: number | string;
  kind: LiveTableKind;
  phase: RoundPhase;
  phase_ends_at: Date | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  state: unknown;
  result: LiveTableResult | null;
  opened_at: Date | string;
  betting_ends_at: Date | string;
  settled_at: Date | string | null;
}

const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function toRound(row: RawRound): TableRoundRow {
  return {
    id: row.id,
    tableId: Number(row.table_id),
    roundNumber: Number(row.round_number),
    kind: row.kind,
    phase: row.phase,
    phaseEndsAt: new Date(row.phase_ends_at),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    state: parsed(row.state),
    result: parsed(row.result),
    openedAt: new Date(row.opened_at),
    bettingEndsAt: new Date(row.betting_ends_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const one = (result: unknown) => {
  const row = rowsOf<RawRound>(result)[0];
  return row ? toRound(row) : null;
};
const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
const lockOf = (lock: 'share' | 'update' | null) =>
  lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;

/** A round is over once paid or cancelled: its seed may be shown. */
export const isOver = (round: Pick<TableRoundRow, 'phase'>) =>
  round.phase === 'result' || round.phase === 'cancelled';

export const tableRounds = {
  async latest(db: Db, tableId: number, lock: 'share' | 'update' | null = null) {
    return one(
      await db.execute(sql`select * from live_table_rounds where table_id = ${tableId}
        order by round_number desc limit 1 ${lockOf(lock)}`),
    );
  },

  /** Each table's latest round in one query (a leader taking several tables over). */
  async latestOfTables(db: Db, tableIds: number[]): Promise<Map<number, TableRoundRow>> {
    if (tableIds.length === 0) return new Map();
    const result = await db.execute(sql`select distinct on (table_id) * from live_table_rounds
      where table_id in (${sql.join(
        tableIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by table_id, round_number desc`);
    return new Map(
      rowsOf<RawRound>(result)
        .map(toRound)
        .map((round) => [round.tableId, round]),
    );
  },

  async byId(db: Db, id: string, lock: 'share' | 'update' | null = null) {
    return one(
      await db.execute(sql`select * from live_table_rounds where id = ${id} ${lockOf(lock)}`),
    );
  },

  /** The table's last paid rounds, newest first. */
  async recentResults(db: Db, tableId: number, limit: number): Promise<TableRoundRow[]> {
    const result = await db.execute(sql`select * from live_table_rounds
      where table_id = ${tableId} and phase = 'result' and result is not null
      order by round_number desc limit ${limit}`);
    return rowsOf<RawRound>(result).map(toRound);
  },

  /** A new round in its betting window; null when another leader opened it first. */
  async open(
    db: Db,
    round: Pick<
      TableRoundRow,
      | 'id'
      | 'tableId'
      | 'roundNumber'
      | 'kind'
      | 'serverSeed'
      | 'serverSeedHash'
      | 'clientSeed'
      | 'openedAt'
      | 'bettingEndsAt'
    >,
  ) {
    return one(
      await db.execute(sql`insert into live_table_rounds (id, table_id, round_number, kind, phase,
          phase_ends_at, server_seed, server_seed_hash, client_seed, opened_at, betting_ends_at)
        values (${round.id}, ${round.tableId}, ${round.roundNumber}, ${round.kind}, 'betting',
          ${round.bettingEndsAt.toISOString()}, ${round.serverSeed}, ${round.serverSeedHash},
          ${round.clientSeed}, ${round.openedAt.toISOString()}, ${round.bettingEndsAt.toISOString()})
        on conflict (table_id, round_number) do nothing returning *`),
    );
  },

  /** A player's decision changed the round while it waits for decisions. */
  async decided(
    db: Db,
    id: string,
    next: { state: unknown; result: LiveTableResult; phaseEndsAt: Date },
  ) {
    return one(
      await db.execute(sql`update live_table_rounds set state = ${json(next.state)}::jsonb,
          result = ${json(next.result)}::jsonb, phase_ends_at = ${next.phaseEndsAt.toISOString()}
        where id = ${id} and phase = 'decision' returning *`),
    );
  },

  /** Moves the round from `from` to its next phase, once (null when it moved already). */
  async advance(
    db: Db,
    id: string,
    from: RoundPhase,
    next: {
      phase: RoundPhase;
      phaseEndsAt: Date;
      state?: unknown;
      result?: LiveTableResult | null;
      settledAt?: Date | null;
    },
  ) {
    const state = next.state === undefined ? sql`state` : sql`${json(next.state)}::jsonb`;
    const result = next.result === undefined ? sql`result` : sql`${json(next.result)}::jsonb`;
    const settled =
      next.settledAt === undefined
        ? sql`settled_at`
        : sql`${next.settledAt?.toISOString() ?? null}`;
    return one(
      await db.execute(sql`update live_table_rounds set phase = ${next.phase},
          phase_ends_at = ${next.phaseEndsAt.toISOString()}, state = ${state}, result = ${result},
          settled_at = ${settled}
        where id = ${id} and phase = ${from} returning *`),
    );
  },
};
