import type { AnyReport, ReportName, ReportQuery } from '@lale/contract/backoffice-reports';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../db/client.ts';
import { bonusReport, ledgerReport, paymentsReport, playersReport } from './other-reports.ts';
import { reportPeriod } from './report-period.ts';
import { revenueReport } from './revenue.ts';

export { reportCsv } from './report-csv.ts';
export { closeDays } from './closed-days.ts';

/** One report of the back office (README), for the query's days as seen at `now`. */
export function buildReport(
  db: Db,
  name: ReportName,
  query: ReportQuery,
  now: Date,
  lang: Lang,
): Promise<AnyReport> {
  const period = reportPeriod(query, now);
  switch (name) {
    case 'revenue':
      return revenueReport(db, period, query.groupBy ?? 'day', now, lang);
    case 'payments':
      return paymentsReport(db, period, lang);
    case 'players':
      return playersReport(db, period, now);
    case 'bonus':
      return bonusReport(db, period, now);
    case 'ledger':
      return ledgerReport(db, period, now);
  }
}
