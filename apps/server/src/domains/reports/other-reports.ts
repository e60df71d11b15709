import type {
  BonusReport,
  BonusRow,
  LedgerReport,
  PaymentRow,
  PaymentsReport,
  PlayersReport,
  PlayersRow,
  ReportPeriod,
} from '@lale/contract/backoffice-reports';
import type { Lang } from '@lale/contract/languages';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { ledgerSummary, playerActivity } from './ledger-summary.ts';
import { addDays, dayStart, eachDay } from './report-period.ts';
import { bonusColumn } from './revenue-kinds.ts';

const num = (value: number | string | null | undefined) => Number(value ?? 0);

/** Deposit and withdrawal requests made in the period, by method and status (the cashier's). */
export async function paymentsReport(
  db: Db,
  period: ReportPeriod,
  lang: Lang,
): Promise<PaymentsReport> {
  const from = period.startDate ? dayStart(period.startDate).toISOString() : null;
  const to = dayStart(addDays(period.endDate, 1)).toISOString();
  const rows = rowsOf<{
    kind: PaymentRow['kind'];
    method: Record<string, string>;
    status: PaymentRow['status'];
    requests: number | string;
    amount: number | string;
  }>(
    await db.execute(sql`select r.kind, m.name as method, r.status, count(*) as requests,
        sum(r.amount) as amount
      from cashier_requests r join cash_methods m on m.id = r.method_id
      where r.created_at < ${to}::timestamptz
        and (${from}::timestamptz is null or r.created_at >= ${from}::timestamptz)
      group by r.kind, m.id, m.name, r.status
      order by r.kind, m.id, r.status`),
  );
  return {
    report: 'payments',
    period,
    rows: rows.map((row) => ({
      kind: row.kind,
      method: row.method[lang] ?? row.method.tr ?? '',
      status: row.status,
      requests: num(row.requests),
      amount: num(row.amount),
    })),
  };
}

/** Per day: players registered, players who placed a bet, players with a deposit posted. */
export async function playersReport(
  db: Db,
  period: ReportPeriod,
  now: Date,
): Promise<PlayersReport> {
  const activity = await playerActivity(db, period, now);
  const to = dayStart(addDays(period.endDate, 1)).toISOString();
  const from = period.startDate ? dayStart(period.startDate).toISOString() : null;
  const [active, registered] = await Promise.all([
    db.execute(sql`select a.day::text as day, sum(a.active) as active,
        sum(a.depositing) as depositing
      from ${activity} a group by 1`),
    db.execute(sql`select report_day(created_at)::text as day, count(*) as registered
      from users where created_at < ${to}::timestamptz
        and (${from}::timestamptz is null or created_at >= ${from}::timestamptz)
      group by 1`),
  ]);
  const days = new Map<string, PlayersRow>();
  const dayRow = (day: string) => {
    let row = days.get(day);
    if (!row) days.set(day, (row = { day, registered: 0, active: 0, depositing: 0 }));
    return row;
  };
  for (const row of rowsOf<{ day: string; active: string; depositing: string }>(active)) {
    dayRow(row.day).active = num(row.active);
    dayRow(row.day).depositing = num(row.depositing);
  }
  for (const row of rowsOf<{ day: string; registered: string }>(registered))
    dayRow(row.day).registered = num(row.registered);
  return { report: 'players', period, rows: withEveryDay(period, days, dayRow) };
}

/**
 * Per day: bonus money granted, converted to cash, forfeited and expired (the cost is granted −
 * forfeited − expired), and the prizes paid, which are not bonus money.
 */
export async function bonusReport(db: Db, period: ReportPeriod, now: Date): Promise<BonusReport> {
  const summary = await ledgerSummary(db, period, now);
  const rows = rowsOf<{
    day: string;
    kind: string;
    product: string;
    subject: string;
    amount: string;
  }>(
    await db.execute(sql`select s.day::text as day, s.kind, s.product, s.subject,
        sum(s.amount) as amount
      from ${summary} s where s.kind like 'bonus\\_%' or s.kind = 'prize' group by 1, 2, 3, 4`),
  );
  const days = new Map<string, BonusRow>();
  const dayRow = (day: string) => {
    let row = days.get(day);
    if (!row)
      days.set(
        day,
        (row = {
          day,
          granted: 0,
          converted: 0,
          forfeited: 0,
          expired: 0,
          cost: 0,
          tournamentPrizes: 0,
          lotteryPrizes: 0,
        }),
      );
    return row;
  };
  for (const row of rows) {
    const column = bonusColumn(row.kind, row.product, row.subject);
    if (!column) continue;
    const target = dayRow(row.day);
    target[column] += num(row.amount);
    target.cost = target.granted - target.forfeited - target.expired;
  }
  return { report: 'bonus', period, rows: withEveryDay(period, days, dayRow) };
}

/** Every posted transfer of each day, summed per kind: the ledger the other reports read. */
export async function ledgerReport(db: Db, period: ReportPeriod, now: Date): Promise<LedgerReport> {
  const summary = await ledgerSummary(db, period, now);
  const rows = rowsOf<{ day: string; kind: string; transfers: string; amount: string }>(
    await db.execute(sql`select s.day::text as day, s.kind, sum(s.transfers) as transfers,
        sum(s.amount) as amount
      from ${summary} s group by 1, 2 order by 1, 2`),
  );
  return {
    report: 'ledger',
    period,
    rows: rows.map((row) => ({
      day: row.day,
      kind: row.kind,
      transfers: num(row.transfers),
      amount: num(row.amount),
    })),
  };
}

/** The day rows, with the days that had nothing as zeros when the period has a first day. */
function withEveryDay<R extends { day: string }>(
  period: ReportPeriod,
  days: Map<string, R>,
  dayRow: (day: string) => R,
): R[] {
  if (period.startDate) for (const day of eachDay(period.startDate, period.endDate)) dayRow(day);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
