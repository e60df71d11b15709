import { sql } from 'drizzle-orm';
import { parseTopic } from '@lale/contract/live/topics';
import { rowsOf, type Db } from '../../../db/client.ts';

/** A process's row counts for this long after it was last written. */
export const PRESENCE_TTL_MS = 10_000;
/** How often a process writes its counts (well inside the TTL). */
export const PRESENCE_EVERY_MS = 2_000;
/** How long a leader trusts the counts it read. */
const READ_CACHE_MS = 1_000;

/** What presence needs of this process's live channel: who follows which table topic. */
export interface TableWatchers {
  watcherCounts(prefix: string): Map<string, number>;
}

/**
 * Who watches each table, across processes: every process writes how many of its live-channel
 * connections follow each `table:<id>` topic (a row per process and table, refreshed every
 * 2 s, stale after 10 s, so a dead process stops counting by itself), and the rooms' leaders
 * and the lobby read the sums. Rounds run only at a table somebody watches.
 */
export class TablePresence {
  private cache: { at: number; counts: Map<number, number> } | null = null;
  private written = new Set<number>();
  private writtenAt: number | null = null;
  private writing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private reading: Promise<Map<number, number>> | null = null;
  /** Counts written so far: a read that overlapped a write is not cached. */
  private writes = 0;

  constructor(
    private readonly db: Db,
    private readonly hub: TableWatchers,
    private readonly process: string,
  ) {}

  /**
   * Writes this process's counts now; rows of tables nobody here follows any more go. Calls
   * while a write is under way share one write after it (many newcomers at once: one write).
   */
  write(now: Date): Promise<void> {
    if (!this.writing) {
      this.writing = this.writeCounts(now).finally(() => {
        this.writing = null;
      });
      return this.writing;
    }
    this.queued ??= this.writing
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.write(now);
      });
    return this.queued;
  }

  private async writeCounts(now: Date): Promise<void> {
    const counts = new Map<number, number>();
    for (const [topic, watchers] of this.hub.watcherCounts('table:')) {
      const parsed = parseTopic(topic);
      if (parsed?.kind === 'table' && /^\d+$/.test(parsed.tableId))
        counts.set(Number(parsed.tableId), watchers);
    }
    const seenAt = now.toISOString();
    if (counts.size > 0)
      await this.db
        .execute(sql`insert into live_table_presence (process, table_id, watchers, seen_at)
        values ${sql.join(
          [...counts].map(
            ([tableId, watchers]) => sql`(${this.process}, ${tableId}, ${watchers}, ${seenAt})`,
          ),
          sql`, `,
        )}
        on conflict (process, table_id) do update set watchers = excluded.watchers,
          seen_at = excluded.seen_at`);
    const gone = [...this.written].filter((tableId) => !counts.has(tableId));
    if (gone.length)
      await this.db.execute(sql`delete from live_table_presence where process = ${this.process}
        and table_id in (${sql.join(
          gone.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    this.written = new Set(counts.keys());
    this.writtenAt = now.getTime();
    // A read begun before these counts were written must not answer later callers.
    this.writes++;
    this.cache = null;
    this.reading = null;
  }

  /**
   * Watchers per table across every live process (cached for a second). This process's own
   * counts are written first when they are due, so a reader never finds itself stale.
   */
  async counts(now: Date): Promise<Map<number, number>> {
    const at = now.getTime();
    if (this.writtenAt === null || at - this.writtenAt >= PRESENCE_EVERY_MS || at < this.writtenAt)
      await this.write(now);
    if (
      this.cache &&
      now.getTime() - this.cache.at < READ_CACHE_MS &&
      now.getTime() >= this.cache.at
    )
      return this.cache.counts;
    // The shards ask together once the cache is out of date: one read answers them all.
    if (!this.reading) {
      const reading = this.readCounts(now);
      this.reading = reading;
      const done = () => {
        if (this.reading === reading) this.reading = null;
      };
      reading.then(done, done);
    }
    return this.reading;
  }

  private async readCounts(now: Date): Promise<Map<number, number>> {
    const writes = this.writes;
    const since = new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
    const rows = rowsOf<{ table_id: number | string; watchers: number | string }>(
      await this.db.execute(sql`select table_id, sum(watchers) as watchers
        from live_table_presence where seen_at > ${since} group by table_id`),
    );
    const counts = new Map(rows.map((row) => [Number(row.table_id), Number(row.watchers)]));
    if (writes === this.writes) this.cache = { at: now.getTime(), counts };
    return counts;
  }

  async players(tableId: number, now: Date): Promise<number> {
    return (await this.counts(now)).get(tableId) ?? 0;
  }

  /** This process stops counting (a clean shutdown). */
  async leave(): Promise<void> {
    await this.db.execute(sql`delete from live_table_presence where process = ${this.process}`);
  }
}
