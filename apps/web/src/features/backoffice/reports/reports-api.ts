import type { AnyReport, ReportName, RevenueGroup } from '@lale/contract/backoffice-reports';
import { BACKOFFICE_API, BACKOFFICE_PANEL } from '@lale/contract/backoffice';
import type { DatePreset } from '@lale/contract/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { backofficeRequest } from '../api/backoffice-api.ts';

export interface ReportFilter {
  report: ReportName;
  preset: DatePreset;
  groupBy: RevenueGroup;
}

const search = (filter: ReportFilter) =>
  `preset=${filter.preset}${filter.report === 'revenue' ? `&groupBy=${filter.groupBy}` : ''}`;

export const reportQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: ['backoffice', 'reports', filter],
    queryFn: () =>
      backofficeRequest<AnyReport>('GET', `/reports/${filter.report}?${search(filter)}`),
    placeholderData: keepPreviousData,
  });

/** Fetches the report's CSV (the panel header is required) and hands it to the browser. */
export async function downloadReportCsv(filter: ReportFilter): Promise<void> {
  const lang = useAppStore.getState().userLanguage;
  const response = await fetch(
    `${BACKOFFICE_API}/reports/${filter.report}/csv?${search(filter)}&Lang=${lang}`,
    { credentials: 'same-origin', headers: { [BACKOFFICE_PANEL.name]: BACKOFFICE_PANEL.value } },
  );
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
