import type { LedgerReport, LedgerRow } from '@lale/contract/backoffice-reports';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { money, shortDay } from './format.ts';
import { ReportTable, type Column } from './report-table.tsx';

/** The ledger's own sums per day and kind: what every other report is computed from. */
export function LedgerView({ report }: { report: LedgerReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns: Column<LedgerRow>[] = [
    { field: 'day', label: t('boReports.columns.day'), render: (row) => shortDay(row.day, lang) },
    {
      field: 'kind',
      label: t('boReports.columns.ledgerKind'),
      render: (row) => t(`boReports.ledgerKinds.${row.kind}`, { defaultValue: row.kind }),
    },
    { field: 'transfers', label: t('boReports.columns.transfers'), align: 'right' },
    {
      field: 'amount',
      label: t('boReports.columns.amount'),
      align: 'right',
      render: (row) => money(row.amount, lang),
    },
  ];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('boReports.ledgerNote')}
      </Text>
      <ReportTable
        columns={columns}
        rows={report.rows}
        rowKey={(row) => `${row.day}:${row.kind}`}
      />
    </Stack>
  );
}
