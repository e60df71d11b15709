import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { endOfDay, startOfDay, type HistoryWindow } from './history-window.ts';

export interface TransactionFilter {
  userId: number;
  categoryId?: number | undefined;
  typeId?: number | undefined;
  status?: number | undefined;
  window: HistoryWindow;
}

export interface TransactionOrder {
  by: 'date' | 'amount' | 'id';
  dir: 'asc' | 'desc';
}

export interface TransactionRow {
  id: number;
  category_id: number;
  type_id: number;
  status: number;
  amount: number;
  direction: number;
  previous_balance: number | null;
  last_balance: number | null;
  method: string;
  label_key: string | null;
  reference_code: string;
  operation_id: string;
  notes: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

interface Page {
  rows: TransactionRow[];
  total: number;
}

const COLUMNS = sql.raw(
  'id, category_id, type_id, status, amount, direction, previous_balance, last_balance, ' +
    'method, label_key, reference_code, operation_id, notes, created_at, updated_at',
);
// Column and direction come from a closed list, never from the request's text.
const ORDER_COLUMNS = { date: 'created_at', amount: 'amount', id: 'id' } as const;

function where(f: TransactionFilter, extra: SQL[] = []): SQL {
  const parts: SQL[] = [sql`user_id = ${f.userId}`, ...extra];
  if (f.categoryId) parts.push(sql`category_id = ${f.categoryId}`);
  if (f.typeId) parts.push(sql`type_id = ${f.typeId}`);
  if (f.status) parts.push(sql`status = ${f.status}`);
  if (f.window.from) parts.push(sql`created_at >= ${f.window.from.toISOString()}`);
  if (f.window.to) parts.push(sql`created_at <= ${f.window.to.toISOString()}`);
  return sql.join(parts, sql` and `);
}

async function rowsPage(
  db: Db,
  condition: SQL,
  order: TransactionOrder,
  limit: number,
  offset: number,
): Promise<TransactionRow[]> {
  const column = sql.raw(ORDER_COLUMNS[order.by]);
  const dir = sql.raw(order.dir === 'asc' ? 'asc' : 'desc');
  const result = await db.execute(sql`
    select ${COLUMNS} from player_transactions where ${condition}
    order by ${column} ${dir}, id ${dir} limit ${limit} offset ${offset}`);
  return rowsOf<TransactionRow>(result);
}

/**
 * Where a page starts, from the trigger-kept day counts: the Turkish day holding row `offset`
 * (in the page's order), how many rows of the window come before that day, and the window's
 * total. One small aggregate over at most a few thousand day rows, answered as one row.
 */
async function pageStart(db: Db, f: TransactionFilter, dir: 'asc' | 'desc', offset: number) {
  const days = f.window.days!;
  const parts: SQL[] = [sql`user_id = ${f.userId}`];
  if (f.categoryId) parts.push(sql`category_id = ${f.categoryId}`);
  if (days.from) parts.push(sql`day >= ${days.from}::date`);
  if (days.to) parts.push(sql`day <= ${days.to}::date`);
  const order = sql.raw(dir);
  const result = await db.execute(sql`
    with d as (
      select day, sum(row_count)::int as count from player_transaction_days
      where ${sql.join(parts, sql` and `)} group by day
    ), w as (
      select day, count,
        coalesce(sum(count) over (order by day ${order} rows between unbounded preceding and 1 preceding), 0)::int as before
      from d
    )
    select (select coalesce(sum(count), 0)::int from d) as total,
      (select to_char(day, 'YYYY-MM-DD') from w where before <= ${offset} and before + count > ${offset}) as day,
      (select before from w where before <= ${offset} and before + count > ${offset}) as before`);
  const row = rowsOf<{ total: number; day: string | null; before: number | null }>(result)[0];
  return {
    total: Number(row?.total ?? 0),
    day: row?.day ?? null,
    before: Number(row?.before ?? 0),
  };
}

/**
 * The newest-first (or oldest-first) page of a long history without skipping thousands of
 * index entries: the day counts say on which day the page starts and how many rows of the
 * window come before it; the query then starts at that day.
 */
async function pageByDays(
  db: Db,
  f: TransactionFilter,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<Page> {
  const start = await pageStart(db, f, dir, offset);
  if (!start.day) return { rows: [], total: start.total };
  const from =
    dir === 'desc'
      ? sql`created_at <= ${endOfDay(start.day).toISOString()}`
      : sql`created_at >= ${startOfDay(start.day).toISOString()}`;
  const rows = await rowsPage(
    db,
    where(f, [from]),
    { by: 'date', dir },
    limit,
    offset - start.before,
  );
  return { rows, total: start.total };
}

export const transactionsRepository = {
  async page(
    db: Db,
    filter: TransactionFilter,
    order: TransactionOrder,
    window: { limit: number; offset: number },
  ): Promise<Page> {
    const byDays = order.by === 'date' && !filter.typeId && !filter.status && filter.window.days;
    if (byDays) return pageByDays(db, filter, order.dir, window.limit, window.offset);
    const condition = where(filter);
    const rows = await rowsPage(db, condition, order, window.limit, window.offset);
    const count = await db.execute(
      sql`select count(*)::int as total from player_transactions where ${condition}`,
    );
    return { rows, total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0) };
  },
};
