import type { RevenueReport, RevenueRow } from '@lale/contract/backoffice-reports';
import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartMoney, lira, money, shortDay } from './format.ts';
import { ReportTable, type Column } from './report-table.tsx';

const MONEY_FIELDS = [
  'stakes',
  'wins',
  'ggr',
  'jackpotCost',
  'bonusCost',
  'prizeCost',
  'ngr',
] as const;

/** GGR and NGR: a line over days or bars per game, provider or product, then the table. */
export function RevenueView({ report }: { report: RevenueReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = (row: RevenueRow) =>
    report.groupBy === 'day'
      ? shortDay(row.key, lang)
      : report.groupBy === 'product' && row.key
        ? t(`boReports.products.${row.product || row.key}` as 'boReports.products.casino')
        : row.label;
  const data = report.rows.map((row) => ({
    label: label(row),
    ggr: lira(row.ggr),
    ngr: lira(row.ngr),
  }));
  const series = [
    { name: 'ggr', label: t('boReports.columns.ggr'), color: 'teal.6' },
    { name: 'ngr', label: t('boReports.columns.ngr'), color: 'indigo.6' },
  ];
  const chartProps = {
    h: 260,
    data,
    dataKey: 'label',
    series,
    withLegend: true,
    valueFormatter: chartMoney(lang),
    yAxisProps: { width: 90 },
  };
  const columns: Column<RevenueRow>[] = [
    { field: 'label', label: t(`boReports.groups.${report.groupBy}`), render: label },
    ...(report.groupBy === 'game'
      ? [
          {
            field: 'product',
            label: t('boReports.columns.product'),
            render: (row: RevenueRow) =>
              row.product ? t(`boReports.products.${row.product}`) : '',
          } satisfies Column<RevenueRow>,
        ]
      : []),
    { field: 'bets', label: t('boReports.columns.bets'), align: 'right' },
    ...MONEY_FIELDS.map((field): Column<RevenueRow> => ({
      field,
      label: t(`boReports.columns.${field}`),
      align: 'right',
      render: (row) => money(row[field], lang),
    })),
  ];
  const total = {
    bets: report.total.bets,
    ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, money(report.total[field], lang)])),
  };
  return (
    <Stack gap="md">
      {report.groupBy === 'day' ? (
        <LineChart {...chartProps} curveType="linear" />
      ) : (
        <BarChart {...chartProps} />
      )}
      <Text size="xs" c="dimmed">
        {t('boReports.ngrNote')}
      </Text>
      <ReportTable
        columns={columns}
        rows={report.rows}
        rowKey={(row) => row.key || '-'}
        total={total}
      />
    </Stack>
  );
}
