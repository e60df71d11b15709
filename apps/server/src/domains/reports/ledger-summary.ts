import type { ReportPeriod } from '@lale/contract/backoffice-reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closeDays, firstLedgerDay } from './closed-days.ts';
import { addDays, dayStart, lastClosableDay } from './report-period.ts';

/**
 * The posted transfers of the period as rows (day, kind, product, subject, transfers, amount):
 * the closed days from their daily sums, the days after from the transfers themselves. Every
 * closable day of the period is closed first, so the two parts meet without a gap or overlap.
 * Returns a query fragment (a parenthesised select) for the reports to group.
 */
export async function ledgerSummary(db: Db, period: ReportPeriod, now: Date): Promise<SQL> {
  const { first, closedTo, liveFrom, liveTo } = await splitPeriod(db, period, now);
  return sql`(
    select day, kind, product, subject, transfers, amount from report_ledger_daily
      where day >= ${first}::date and day <= ${closedTo}::date
    union all
    select report_day(posted_at) as day, kind, product, subject, count(*) as transfers,
        sum(amount) as amount
      from (
        select posted_at, kind, amount, report_product(kind, subject, reference) as product,
          report_subject(kind, subject, reference) as subject
        from ledger_transfers
        where status = 'posted' and posted_at >= ${liveFrom.toISOString()}::timestamptz
          and posted_at < ${liveTo.toISOString()}::timestamptz
      ) live
      group by 1, 2, 3, 4
  )`;
}

/**
 * Players per day from the ledger (placed a bet; had a deposit posted): closed days from their
 * daily counts, the rest from the transfers.
 */
export async function playerActivity(db: Db, period: ReportPeriod, now: Date): Promise<SQL> {
  const { first, closedTo, liveFrom, liveTo } = await splitPeriod(db, period, now);
  return sql`(
    select day, active, depositing from report_player_daily
      where day >= ${first}::date and day <= ${closedTo}::date
    union all
    select coalesce(b.day, d.day), coalesce(b.players, 0), coalesce(d.players, 0)
      from (${playersOf('bet', 'debit_account_id', liveFrom, liveTo)}) b
      full join (${playersOf('deposit', 'credit_account_id', liveFrom, liveTo)}) d on d.day = b.day
  )`;
}

/** The period's closed days (closed now if they were not) and the instants summed live. */
async function splitPeriod(db: Db, period: ReportPeriod, now: Date) {
  const closable = lastClosableDay(now);
  const first = period.startDate ?? (await firstLedgerDay(db)) ?? period.endDate;
  const closedTo = period.endDate < closable ? period.endDate : closable;
  await closeDays(db, first, closedTo);
  const liveFromDay = first > closable ? first : addDays(closable, 1);
  return {
    first,
    closedTo,
    liveFrom: dayStart(liveFromDay),
    liveTo: dayStart(addDays(period.endDate, 1)),
  };
}

/** Per day, how many players' cash accounts a transfer of `kind` touched on `side`. */
function playersOf(
  kind: 'bet' | 'deposit',
  side: 'debit_account_id' | 'credit_account_id',
  from: Date,
  to: Date,
): SQL {
  return sql`select report_day(t.posted_at) as day, count(distinct t.${sql.identifier(side)}) as players
    from ledger_transfers t
    join ledger_accounts a on a.id = t.${sql.identifier(side)} and a.kind = 'player_cash'
    where t.status = 'posted' and t.kind = ${kind}
      and t.posted_at >= ${from.toISOString()}::timestamptz
      and t.posted_at < ${to.toISOString()}::timestamptz
    group by 1`;
}
