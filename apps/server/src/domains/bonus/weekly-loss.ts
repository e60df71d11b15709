import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** Weeks start on Monday, in Türkiye's time. */
const TIME_ZONE = 'Europe/Istanbul';

/**
 * The player's net casino loss over the last whole week before `now` (stakes of cash less wins,
 * refunds and jackpots paid to cash, on casino and live casino games), and that week's Monday.
 * Bonus money staked is not the player's loss and does not count.
 */
export async function lastWeekCasinoLoss(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ monday: string; loss: number }> {
  const [row] = rowsOf<{ monday: string; loss: string | number }>(
    await db.execute(
      sql`with w as (
            select date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})
              - interval '7 days' as starts
          ), a as (
            select id from ledger_accounts where kind = 'player_cash' and owner = ${String(userId)}
          )
          select to_char(w.starts, 'YYYY-MM-DD') as monday,
            coalesce(sum(case when t.kind = 'bet' then t.amount else -t.amount end), 0) as loss
          from w
          left join a on true
          left join ledger_transfers t
            on t.created_at >= (w.starts at time zone ${TIME_ZONE})
            and t.created_at < ((w.starts + interval '7 days') at time zone ${TIME_ZONE})
            and t.status = 'posted'
            and (t.subject like 'casino:%' or t.subject like 'livecasino:%')
            and ((t.kind = 'bet' and t.debit_account_id = a.id)
              or (t.kind in ('win', 'rollback', 'jackpot_award') and t.credit_account_id = a.id))
          group by w.starts`,
    ),
  );
  return { monday: row!.monday, loss: Number(row!.loss) };
}
