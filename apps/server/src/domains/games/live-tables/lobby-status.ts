import { sql } from 'drizzle-orm';
import type { LiveResultSummary, LiveTableResult } from '@lale/contract/live-tables/results';
import { rowsOf, type Db } from '../../../db/client.ts';
import { TtlCache } from '../../../platform/ttl-cache.ts';
import { summarize } from './room-presenter.ts';
import type { TablePresence } from './table-presence.ts';

/** What a lobby card shows of a room besides the catalogue: who is there, what came up. */
export interface TableLobbyStatus {
  players: number;
  /** Newest first. */
  lastResults: LiveResultSummary[];
}

const LOBBY_RESULTS = 8;
/** The lobby asks often; two seconds old is live enough for a card. */
const CACHE_MS = 2_000;

/** The rooms' status for a page of the lobby, in two queries (results, and the presence). */
export class LobbyStatus {
  private readonly cache = new TtlCache<Map<number, LiveResultSummary[]>>(CACHE_MS, 200);

  constructor(private readonly presence: TablePresence) {}

  async of(db: Db, tableIds: number[], now: Date): Promise<Map<number, TableLobbyStatus>> {
    if (tableIds.length === 0) return new Map();
    const [counts, results] = await Promise.all([
      this.presence.counts(now),
      this.cache.get(tableIds.join(','), () => lastResults(db, tableIds)),
    ]);
    return new Map(
      tableIds.map((id) => [
        id,
        { players: counts.get(id) ?? 0, lastResults: results.get(id) ?? [] },
      ]),
    );
  }
}

async function lastResults(db: Db, tableIds: number[]): Promise<Map<number, LiveResultSummary[]>> {
  const ids = sql.join(
    tableIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{
    table_id: number | string;
    round_number: number | string;
    result: unknown;
  }>(
    await db.execute(sql`select table_id, round_number, result from (
        select table_id, round_number, result,
          row_number() over (partition by table_id order by round_number desc) as nth
        from live_table_rounds
        where table_id in (${ids}) and phase = 'result' and result is not null) ranked
      where nth <= ${LOBBY_RESULTS} order by table_id, round_number desc`),
  );
  const found = new Map<number, LiveResultSummary[]>();
  for (const row of rows) {
    const result = (
      typeof row.result === 'string' ? JSON.parse(row.result) : row.result
    ) as LiveTableResult;
    const list = found.get(Number(row.table_id)) ?? [];
    list.push(summarize(Number(row.round_number), result));
    found.set(Number(row.table_id), list);
  }
  return found;
}
