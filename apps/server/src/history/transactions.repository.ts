import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
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

/** Rows per Turkish day in the window, in the page's order (the trigger-kept day counts). */
async function dayCounts(db: Db, f: TransactionFilter, dir: 'asc' | 'desc') {
  const days = f.window.days!;
  const parts: SQL[] = [sql`user_id = ${f.userId}`];
  if (f.categoryId) parts.push(sql`category_id = ${f.categoryId}`);
  if (days.from) parts.push(sql`day >= ${days.from}::date`);
  if (days.to) parts.push(sql`day <= ${days.to}::date`);
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(row_count)::int as count
    from player_transaction_days where ${sql.join(parts, sql` and `)}
    group by day order by day ${sql.raw(dir)}`);
  return rowsOf<{ day: string; count: number }>(result).map((r) => ({
    ...r,
    count: Number(r.count),
  }));
}

/**
 * The newest-first (or oldest-first) page of a long history without skipping thousands of
 * index entries: the day counts say on which day the page starts and how many rows of that
 * day come before it; the query then starts at that day.
 */
async function pageByDays(
  db: Db,
  f: TransactionFilter,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<Page> {
  const days = await dayCounts(db, f, dir);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  let before = 0;
  const start = days.find((d) => {
    if (before + d.count > offset) return true;
    before += d.count;
    return false;
  });
  if (!start) return { rows: [], total };
  const from =
    dir === 'desc'
      ? sql`created_at <= ${endOfDay(start.day).toISOString()}`
      : sql`created_at >= ${startOfDay(start.day).toISOString()}`;
  const rows = await rowsPage(db, where(f, [from]), { by: 'date', dir }, limit, offset - before);
  return { rows, total };
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
