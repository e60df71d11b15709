import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { rgLimits } from '../../../db/schema.ts';
import type { LimitKind, LimitPeriod } from '@lale/contract/responsible-gaming/limits';

export type LimitRow = typeof rgLimits.$inferSelect;

/** A limit with how much of it the period around `now` has used, and when that period ends. */
export interface LimitWithUsage extends LimitRow {
  used: number;
  resetsAt: Date | null;
}

interface UsageRow {
  kind: LimitKind;
  period: LimitPeriod;
  used: string | number;
  resets_at: Date | string | null;
}

export const limitsRepository = {
  async list(db: Db, userId: number): Promise<LimitRow[]> {
    return db.select().from(rgLimits).where(eq(rgLimits.userId, userId));
  },

  async find(
    db: Db,
    userId: number,
    kind: LimitKind,
    period: LimitPeriod,
    forUpdate = false,
  ): Promise<LimitRow | undefined> {
    const query = db
      .select()
      .from(rgLimits)
      .where(
        and(eq(rgLimits.userId, userId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)),
      );
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /**
   * Each money limit's use in the calendar period (Europe/Istanbul) around `now`, from the
   * usage the database keeps (rg_usage); a loss never counts below zero.
   */
  async usage(db: Db, userId: number, now: Date): Promise<Map<string, UsageRow>> {
    const rows = rowsOf<UsageRow>(
      await db.execute(sql`
        select l.kind, l.period,
            greatest(coalesce((select sum(case l.kind when 'deposit' then u.deposited
                when 'wager' then u.wagered else u.wagered - u.returned end)
              from rg_usage u where u.user_id = l.user_id and u.day >= p.starts::date), 0), 0)
              as used,
            (p.starts + case l.period when 'day' then interval '1 day'
              when 'week' then interval '7 days' else interval '1 month' end)
              at time zone 'Europe/Istanbul' as resets_at
          from rg_limits l
          cross join lateral (select date_trunc(l.period,
            ${now.toISOString()}::timestamptz at time zone 'Europe/Istanbul') as starts) p
          where l.user_id = ${userId} and l.kind <> 'session'`),
    );
    return new Map(rows.map((row) => [`${row.kind}:${row.period}`, row]));
  },

  async insert(db: Db, row: typeof rgLimits.$inferInsert): Promise<LimitRow> {
    const [inserted] = await db.insert(rgLimits).values(row).returning();
    return inserted!;
  },

  async update(
    db: Db,
    key: Pick<LimitRow, 'userId' | 'kind' | 'period'>,
    changes: Partial<typeof rgLimits.$inferInsert>,
  ): Promise<LimitRow> {
    const [updated] = await db
      .update(rgLimits)
      .set(changes)
      .where(
        and(
          eq(rgLimits.userId, key.userId),
          eq(rgLimits.kind, key.kind),
          eq(rgLimits.period, key.period),
        ),
      )
      .returning();
    return updated!;
  },

  async remove(db: Db, key: Pick<LimitRow, 'userId' | 'kind' | 'period'>): Promise<void> {
    await db
      .delete(rgLimits)
      .where(
        and(
          eq(rgLimits.userId, key.userId),
          eq(rgLimits.kind, key.kind),
          eq(rgLimits.period, key.period),
        ),
      );
  },
};

export function withUsage(row: LimitRow, usage: Map<string, UsageRow>): LimitWithUsage {
  const found = usage.get(`${row.kind}:${row.period}`);
  return {
    ...row,
    used: found ? Number(found.used) : 0,
    resetsAt: found?.resets_at ? new Date(found.resets_at) : null,
  };
}
