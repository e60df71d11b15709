import { reportParams, reportQuery, type AnyReport } from '../backoffice-reports.ts';
import { defineRoute, reply, type BackofficeFile } from './route.ts';

/** The reports (reports.view): each in the envelope, or as a CSV download. */
export const reportsRoutes = {
  'reports.report': defineRoute({
    method: 'GET',
    path: '/reports/:report',
    access: 'reports.view',
    params: reportParams,
    query: reportQuery,
    reply: reply<AnyReport>(),
  }),
  'reports.csv': defineRoute({
    method: 'GET',
    path: '/reports/:report/csv',
    access: 'reports.view',
    params: reportParams,
    query: reportQuery,
    answers: 'file',
    reply: reply<BackofficeFile>(),
  }),
};
