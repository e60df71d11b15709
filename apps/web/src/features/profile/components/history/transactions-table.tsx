import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../shared/lib/format.ts';
import { useAppStore } from '../../../../shared/store/app-store.ts';
import { ResponsiveTable, type ResponsiveColumn } from '../../../../shared/ui/responsive-table.tsx';

const STATUS_COLOR = { New: 'blue', Confirmed: 'teal', Canceled: 'gray' } as const;

/** SPEC §3's history columns, one row per movement; amounts signed, money out in red. */
export function TransactionsTable({ rows }: { rows: FinanceTransaction[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const money = (value: number) => formatMoney(value, 'TRY', lang);
  const columns: ResponsiveColumn<FinanceTransaction>[] = [
    {
      key: 'date',
      header: t('history.columns.date'),
      cell: (row) => formatDateTime(row.date, lang),
      card: 'date',
    },
    {
      key: 'movement',
      header: t('history.columns.movement'),
      cell: (row) => (
        <>
          {row.movementType}
          <Text size="xs" c="dimmed">
            {row.operationType}
          </Text>
        </>
      ),
      card: 'heading',
    },
    { key: 'method', header: t('history.columns.method'), cell: (row) => row.method },
    {
      key: 'amount',
      header: t('history.columns.amount'),
      cell: (row) => money(row.amount),
      align: 'right',
      card: 'amount',
      color: (row) => (row.amount < 0 ? 'var(--mantine-color-red-text)' : undefined),
      testId: 'history-amount',
    },
    {
      key: 'previousBalance',
      header: t('history.columns.previousBalance'),
      cell: (row) => money(row.previousBalance),
      align: 'right',
    },
    {
      key: 'lastBalance',
      header: t('history.columns.lastBalance'),
      cell: (row) => money(row.lastBalance),
      align: 'right',
    },
    {
      key: 'reference',
      header: t('history.columns.reference'),
      cell: (row) => (
        <Text size="xs" ff="monospace" span>
          {row.referenceCode}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('history.columns.status'),
      cell: (row) => (
        <Badge color={STATUS_COLOR[row.status]} variant="light">
          {t(`profile.statuses.${row.status}`)}
        </Badge>
      ),
      card: 'status',
    },
    {
      key: 'notes',
      header: t('history.columns.notes'),
      cell: (row) => (
        <>
          {row.notes ?? ''}
          {row.expiresAt ? (
            <Text size="xs" c="dimmed" data-testid="history-expires">
              {t('history.checkoutExpires', { at: formatDateTime(row.expiresAt, lang) })}
            </Text>
          ) : null}
        </>
      ),
      card: 'footer',
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowProps={() => ({ 'data-testid': 'history-row' })}
      minWidth={900}
      testId="history-table"
    />
  );
}
