import { BACKOFFICE_API } from '@lale/contract/backoffice';
import { reportParams, reportQuery } from '@lale/contract/backoffice-reports';
import type { FastifyInstance } from 'fastify';
import { buildReport, reportCsv } from '../../reports/api.ts';
import { permitted, type AuditedActionDeps } from './audited-action.ts';
import { backofficeLang } from './backoffice-transport.ts';
import { operatorRoute } from './operator-route.ts';

/**
 * The reports under /backoffice/api/v1/reports (`panel: backoffice`, the operator's cookie,
 * permission `reports.view`): each as JSON in the envelope, or as a CSV download.
 */
export function registerReportOperatorRoutes(app: FastifyInstance, deps: AuditedActionDeps): void {
  const { db, now } = deps;
  const reader = permitted(deps, 'reports.view');

  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/reports/:report`,
    guard: reader,
    params: reportParams,
    query: reportQuery,
    handler: ({ params, query, request }) =>
      buildReport(db, params.report, query, now(), backofficeLang(request)),
  });

  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/reports/:report/csv`,
    guard: reader,
    params: reportParams,
    query: reportQuery,
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
