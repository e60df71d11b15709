import type { BonusReport, BonusRow } from '@lale/contract/backoffice-reports';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartMoney, lira, money, shortDay } from './format.ts';
import { ReportTable, type Column } from './report-table.tsx';

const FIELDS = ['granted', 'converted', 'forfeited', 'cost'] as const;

/** Bonus money granted, converted to cash (the cost) and forfeited, per day. */
export function BonusView({ report }: { report: BonusReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const day = (row: BonusRow) => shortDay(row.day, lang);
  const columns: Column<BonusRow>[] = [
    { field: 'day', label: t('boReports.columns.day'), render: day },
    ...FIELDS.map((field): Column<BonusRow> => ({
      field,
      label: t(`boReports.columns.${field}`),
      align: 'right',
      render: (row) => money(row[field], lang),
    })),
  ];
  const sum = (field: (typeof FIELDS)[number]) =>
    money(
      report.rows.reduce((total, row) => total + row[field], 0),
      lang,
    );
  return (
    <Stack gap="md">
      <BarChart
        h={260}
        data={report.rows.map((row) => ({
          label: day(row),
          granted: lira(row.granted),
          converted: lira(row.converted),
          forfeited: lira(row.forfeited),
        }))}
        dataKey="label"
        withLegend
        valueFormatter={chartMoney(lang)}
        yAxisProps={{ width: 90 }}
        series={[
          { name: 'granted', label: t('boReports.columns.granted'), color: 'blue.6' },
          { name: 'converted', label: t('boReports.columns.converted'), color: 'red.6' },
          { name: 'forfeited', label: t('boReports.columns.forfeited'), color: 'gray.6' },
        ]}
      />
      <ReportTable
        columns={columns}
        rows={report.rows}
        rowKey={(row) => row.day}
        total={Object.fromEntries(FIELDS.map((field) => [field, sum(field)]))}
      />
    </Stack>
  );
}
