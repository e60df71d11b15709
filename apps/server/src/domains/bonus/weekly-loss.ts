import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** Weeks start on Monday, in Türkiye's time. */
const TIME_ZONE = 'Europe/Istanbul';

/** The last whole week before `now`: its Monday (YYYY-MM-DD) and its instants [from, to). */
export async function lastWeek(
  db: Db,
  now: Date,
): Promise<{ monday: string; from: string; to: string }> {
  const [row] = rowsOf<{ monday: string; from: string; to: string }>(
    await db.execute(
      sql`select to_char(w.starts, 'YYYY-MM-DD') as monday,
            to_char((w.starts at time zone ${TIME_ZONE}) at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "from",
            to_char(((w.starts + interval '7 days') at time zone ${TIME_ZONE}) at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "to"
          from (select date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})
            - interval '7 days' as starts) w`,
    ),
  );
  return row!;
}

/**
 * Each player's net casino loss over the last whole week before `now` (stakes of cash less
 * wins, refunds and jackpots paid to cash, on casino and live casino games; sports do not
 * count), with that week's Monday. Bonus money staked is not the player's loss and does not
 * count. `only` narrows it to one player; `unpaid` leaves out players whose definition
 * `unpaid` already paid for that week. Players without casino play are absent.
 */
export async function lastWeekCasinoLosses(
  db: Db,
  now: Date,
  filter: { only?: number; unpaid?: number } = {},
): Promise<{ monday: string; losses: Map<number, number> }> {
  const week = await lastWeek(db, now);
  const rows = rowsOf<{ user_id: number; loss: string | number }>(
    await db.execute(
      sql`select a.user_id, sum(case when t.kind = 'bet' then t.amount else -t.amount end) as loss
          from ledger_transfers t
          join ledger_accounts a on a.kind = 'player_cash'
            and a.id = case when t.kind = 'bet' then t.debit_account_id else t.credit_account_id end
          where t.status = 'posted'
            and t.posted_at >= ${week.from}::timestamptz and t.posted_at < ${week.to}::timestamptz
            and t.kind in ('bet', 'win', 'rollback', 'jackpot_award')
            and (t.subject like 'casino:%' or t.subject like 'livecasino:%')
            and (${filter.only ?? null}::integer is null or a.user_id = ${filter.only ?? null}::integer)
            and (${filter.unpaid ?? null}::integer is null or not exists (
              select 1 from player_bonuses b where b.definition_id = ${filter.unpaid ?? null}::integer
                and b.user_id = a.user_id and b.source = ${`week:${week.monday}`}))
          group by a.user_id`,
    ),
  );
  return {
    monday: week.monday,
    losses: new Map(rows.map((row) => [Number(row.user_id), Number(row.loss)])),
  };
}

/** One player's net casino loss of the last whole week before `now`, and its Monday. */
export async function lastWeekCasinoLoss(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ monday: string; loss: number }> {
  const { monday, losses } = await lastWeekCasinoLosses(db, now, { only: userId });
  return { monday, loss: losses.get(userId) ?? 0 };
}
