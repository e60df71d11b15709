import type { ReportName, RevenueGroup } from '@lale/contract/backoffice-reports';
import type { DatePreset } from '@lale/contract/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';

export interface ReportFilter {
  report: ReportName;
  preset: DatePreset;
  groupBy: RevenueGroup;
}

/** The report's route input: its name, the days, and for revenue the grouping. */
const input = (filter: ReportFilter) => ({
  params: { report: filter.report },
  query: {
    preset: filter.preset,
    groupBy: filter.report === 'revenue' ? filter.groupBy : undefined,
  },
});

export const reportQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: ['backoffice', 'reports', filter],
    queryFn: () => backoffice.call('reports.report', input(filter)),
    placeholderData: keepPreviousData,
  });

/** Fetches the report's CSV (the panel header is required) and hands it to the browser. */
export async function downloadReportCsv(filter: ReportFilter): Promise<void> {
  const response = await backoffice.download('reports.csv', input(filter));
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/csv'))
    throw new Error('csv_failed');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${filter.report}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
