import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

const ids = (values: number[]) => `{${values.join(',')}}`;

/** The popups and special-date notes each player has been shown (migration 0071). */
export const noticesSeenRepository = {
  async popups(db: Db, userId: number): Promise<Set<number>> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`select popup_id as id from cms_popups_seen where user_id = ${userId}`),
    );
    return new Set(rows.map((row) => Number(row.id)));
  },

  async specialDates(db: Db, userId: number): Promise<Set<number>> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(
        sql`select special_date_id as id from cms_special_dates_seen where user_id = ${userId}`,
      ),
    );
    return new Set(rows.map((row) => Number(row.id)));
  },

  /** Ids of notices that do not exist (any more) are passed over. */
  async record(
    db: Db,
    userId: number,
    seen: { popups: number[]; specialDates: number[] },
    now: Date,
  ): Promise<void> {
    if (seen.popups.length)
      await db.execute(
        sql`insert into cms_popups_seen (user_id, popup_id, seen_at)
            select ${userId}, id, ${now.toISOString()}::timestamptz from cms_popups
            where id = any(${ids(seen.popups)}::int[])
            on conflict do nothing`,
      );
    if (seen.specialDates.length)
      await db.execute(
        sql`insert into cms_special_dates_seen (user_id, special_date_id, seen_at)
            select ${userId}, id, ${now.toISOString()}::timestamptz from cms_special_dates
            where id = any(${ids(seen.specialDates)}::int[])
            on conflict do nothing`,
      );
  },
};
