import type { PlayersReport, PlayersRow } from '@lale/contract/backoffice-reports';
import { LineChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortDay } from './format.ts';
import { ReportTable, type Column } from './report-table.tsx';

const FIELDS = ['registered', 'active', 'depositing'] as const;

/** New, active and depositing players per day. */
export function PlayersView({ report }: { report: PlayersReport }) {
  const { t, i18n } = useTranslation();
  const day = (row: PlayersRow) => shortDay(row.day, i18n.language);
  const columns: Column<PlayersRow>[] = [
    { field: 'day', label: t('boReports.columns.day'), render: day },
    ...FIELDS.map((field): Column<PlayersRow> => ({
      field,
      label: t(`boReports.columns.${field}`),
      align: 'right',
    })),
  ];
  return (
    <Stack gap="md">
      <LineChart
        h={260}
        data={report.rows.map((row) => ({ ...row, label: day(row) }))}
        dataKey="label"
        withLegend
        curveType="linear"
        series={[
          { name: 'registered', label: t('boReports.columns.registered'), color: 'blue.6' },
          { name: 'active', label: t('boReports.columns.active'), color: 'teal.6' },
          { name: 'depositing', label: t('boReports.columns.depositing'), color: 'orange.6' },
        ]}
      />
      <ReportTable columns={columns} rows={report.rows} rowKey={(row) => row.day} />
    </Stack>
  );
}
