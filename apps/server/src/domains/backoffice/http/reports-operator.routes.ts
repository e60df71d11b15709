import type { FastifyInstance } from 'fastify';
import { buildReport, reportCsv } from '../../reports/api.ts';
import { backofficeLang } from './backoffice-transport.ts';
import { operatorRoute, type OperatorRouteDeps } from './operator-route.ts';

/**
 * The reports (contract: backoffice/reports.ts, permission `reports.view`): each as JSON in the
 * envelope, or as a CSV download.
 */
export function registerReportOperatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { db, now } = deps;

  operatorRoute(app, deps, 'reports.report', {
    handler: ({ params, query, request }) =>
      buildReport(db, params.report, query, now(), backofficeLang(request)),
  });

  operatorRoute(app, deps, 'reports.csv', {
    handler: async ({ params, query, request, reply }) => {
      const lang = backofficeLang(request);
      const report = await buildReport(db, params.report, query, now(), lang);
      const { startDate, endDate } = report.period;
      const name = `${params.report}_${startDate ?? 'all'}_${endDate}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(reportCsv(report, lang));
    },
  });
}
