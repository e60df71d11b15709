import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/**
 * What this process already knows of the database, to spare each report two round trips: the
 * first ledger day (transfers are never deleted and a new one is posted now, so it never moves
 * once known) and a span of days known closed (a closed day is never reopened).
 */
const known = new WeakMap<Db, { firstDay?: string; closed?: { from: string; to: string } }>();
const memory = (db: Db) => {
  let entry = known.get(db);
  if (!entry) known.set(db, (entry = {}));
  return entry;
};

/** The Turkish day of the first posted transfer; null while the ledger is empty. */
export async function firstLedgerDay(db: Db): Promise<string | null> {
  const remembered = memory(db);
  if (remembered.firstDay) return remembered.firstDay;
  const [row] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select report_day(min(posted_at))::text as day
      from ledger_transfers where status = 'posted'`),
  );
  if (row?.day) remembered.firstDay = row.day;
  return row?.day ?? null;
}

/**
 * Sums each day from `from` to `to` (both closable) that is not summed yet into the daily
 * tables, one statement per day (report_close_day, migration 0044): a day closed by another
 * caller meanwhile is left as it is.
 */
export async function closeDays(db: Db, from: string, to: string): Promise<number> {
  if (from > to) return 0;
  const remembered = memory(db);
  const span = remembered.closed;
  if (span && span.from <= from && to <= span.to) return 0;
  const open = rowsOf<{ day: string }>(
    await db.execute(sql`select d::date::text as day
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      where not exists (select 1 from report_closed_days c where c.day = d::date)
      order by 1`),
  );
  for (const { day } of open) await db.execute(sql`select report_close_day(${day}::date)`);
  // The planner's row counts, so that a long period's sums are grouped in memory.
  if (open.length > 0) await db.execute(sql`analyze report_ledger_daily, report_player_daily`);
  remembered.closed =
    span && span.from <= to && from <= span.to
      ? { from: from < span.from ? from : span.from, to: to > span.to ? to : span.to }
      : { from, to };
  return open.length;
}
