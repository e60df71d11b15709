import type { SessionSummary } from '@lale/contract/responsible-gaming/session-summary';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { rgSettings, sessions } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { Session } from '../../../rpc/handler.ts';

interface Money {
  wagered: number;
  won: number;
}

/**
 * What the player's cash went through since `since`: stakes (less the stakes refunded by
 * rollbacks) and winnings (wins and jackpot awards), from the ledger's posted and pending
 * transfers.
 */
async function moneySince(db: Db, userId: number, since: Date): Promise<Money> {
  const result = await db.execute(sql`
    with cash as (
      select id from ledger_accounts where kind = 'player_cash' and user_id = ${userId}
    )
    select
      coalesce(sum(case when t.kind = 'bet' and t.debit_account_id = cash.id then t.amount end), 0)
        - coalesce(sum(case when t.kind = 'rollback' and t.credit_account_id = cash.id
            then t.amount end), 0) as wagered,
      coalesce(sum(case when t.kind in ('win', 'jackpot_award') and t.credit_account_id = cash.id
        then t.amount end), 0) as won
    from cash
    join ledger_transfers t on (t.debit_account_id = cash.id or t.credit_account_id = cash.id)
    where t.created_at >= ${since.toISOString()}::timestamptz
      and t.status <> 'voided'
      and t.kind in ('bet', 'win', 'rollback', 'jackpot_award')`);
  const [row] = rowsOf<{ wagered: string | number; won: string | number }>(result);
  return { wagered: Number(row?.wagered ?? 0), won: Number(row?.won ?? 0) };
}

export async function realityCheckMinutesOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ minutes: rgSettings.realityCheckMinutes })
    .from(rgSettings)
    .where(eq(rgSettings.userId, userId));
  return row?.minutes ?? 0;
}

/** The signed-in session's time, stakes and result: what a reality check shows. */
export async function sessionSummary(db: Db, session: Session, now: Date): Promise<SessionSummary> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, limitEndsAt: sessions.limitEndsAt })
    .from(sessions)
    .where(and(eq(sessions.publicId, session.sessionId), eq(sessions.userId, session.uid)));
  if (!row) throw refusals.unauthenticated('session_expired');
  const [money, realityCheckMinutes] = await Promise.all([
    moneySince(db, session.uid, row.createdAt),
    realityCheckMinutesOf(db, session.uid),
  ]);
  const wagered = Math.max(0, money.wagered);
  return {
    startedAt: row.createdAt.toISOString(),
    minutes: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000)),
    wagered,
    won: money.won,
    net: money.won - wagered,
    realityCheckMinutes,
    sessionEndsAt: row.limitEndsAt ? row.limitEndsAt.toISOString() : null,
  };
}
