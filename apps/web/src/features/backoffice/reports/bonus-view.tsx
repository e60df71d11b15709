import type { BonusReport, BonusRow } from '@lale/contract/backoffice-reports';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartMoney, lira, money, shortDay } from './format.ts';
import { ReportTable, type Column } from './report-table.tsx';

const FIELDS = [
  'granted',
  'converted',
  'forfeited',
  'expired',
  'cost',
  'tournamentPrizes',
  'lotteryPrizes',
] as const;

/**
 * Bonus money granted, converted to cash, forfeited and expired, with its cost, and beside it the
 * prizes paid by tournaments and the lottery (not bonus money), per day.
 */
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
          expired: lira(row.expired),
          prizes: lira(row.tournamentPrizes + row.lotteryPrizes),
        }))}
        dataKey="label"
        withLegend
        valueFormatter={chartMoney(lang)}
        yAxisProps={{ width: 90 }}
        series={[
          { name: 'granted', label: t('boReports.columns.granted'), color: 'blue.6' },
          { name: 'converted', label: t('boReports.columns.converted'), color: 'red.6' },
          { name: 'forfeited', label: t('boReports.columns.forfeited'), color: 'gray.6' },
          { name: 'expired', label: t('boReports.columns.expired'), color: 'gray.4' },
          { name: 'prizes', label: t('boReports.columns.prizeCost'), color: 'yellow.6' },
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
