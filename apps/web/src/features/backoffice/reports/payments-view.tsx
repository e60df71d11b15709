import type { PaymentRow, PaymentsReport } from '@lale/contract/backoffice-reports';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartMoney, lira, money } from './format.ts';
import { ReportTable, type Column } from './report-table.tsx';

const STATUSES = ['confirmed', 'new', 'canceled'] as const;

/** Deposit and withdrawal requests by method, stacked by status, then the table. */
export function PaymentsView({ report }: { report: PaymentsReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const bars = new Map<string, Record<string, string | number>>();
  for (const row of report.rows) {
    const label = `${t(`boReports.paymentKinds.${row.kind}`)} · ${row.method}`;
    const bar = bars.get(label) ?? { label, confirmed: 0, new: 0, canceled: 0 };
    bar[row.status] = Number(bar[row.status]) + lira(row.amount);
    bars.set(label, bar);
  }
  const columns: Column<PaymentRow>[] = [
    {
      field: 'kind',
      label: t('boReports.columns.kind'),
      render: (row) => t(`boReports.paymentKinds.${row.kind}`),
    },
    { field: 'method', label: t('boReports.columns.method') },
    {
      field: 'status',
      label: t('boReports.columns.status'),
      render: (row) => t(`boReports.statuses.${row.status}`),
    },
    { field: 'requests', label: t('boReports.columns.requests'), align: 'right' },
    {
      field: 'amount',
      label: t('boReports.columns.amount'),
      align: 'right',
      render: (row) => money(row.amount, lang),
    },
  ];
  return (
    <Stack gap="md">
      <BarChart
        h={280}
        data={[...bars.values()]}
        dataKey="label"
        type="stacked"
        withLegend
        valueFormatter={chartMoney(lang)}
        yAxisProps={{ width: 90 }}
        series={STATUSES.map((status, index) => ({
          name: status,
          label: t(`boReports.statuses.${status}`),
          color: ['teal.6', 'yellow.6', 'red.6'][index]!,
        }))}
      />
      <ReportTable
        columns={columns}
        rows={report.rows}
        rowKey={(row) => `${row.kind}:${row.method}:${row.status}`}
      />
    </Stack>
  );
}
