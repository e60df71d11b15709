import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../shared/lib/format.ts';
import { useAppStore } from '../../../../shared/store/app-store.ts';

const STATUS_COLOR = { New: 'blue', Confirmed: 'teal', Canceled: 'gray' } as const;

/** SPEC §3's history columns, one row per movement; amounts signed, money out in red. */
export function TransactionsTable({ rows }: { rows: FinanceTransaction[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const money = (value: number) => formatMoney(value, 'TRY', lang);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.date')}</Table.Th>
            <Table.Th>{t('history.columns.movement')}</Table.Th>
            <Table.Th>{t('history.columns.method')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.previousBalance')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.lastBalance')}</Table.Th>
            <Table.Th>{t('history.columns.reference')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
            <Table.Th>{t('history.columns.notes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="history-row">
              <Table.Td>{formatDateTime(row.date, lang)}</Table.Td>
              <Table.Td>
                {row.movementType}
                <Text size="xs" c="dimmed">
                  {row.operationType}
                </Text>
              </Table.Td>
              <Table.Td>{row.method}</Table.Td>
              <Table.Td
                ta="right"
                c={row.amount < 0 ? 'var(--mantine-color-red-text)' : undefined}
                data-testid="history-amount"
              >
                {money(row.amount)}
              </Table.Td>
              <Table.Td ta="right">{money(row.previousBalance)}</Table.Td>
              <Table.Td ta="right">{money(row.lastBalance)}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {row.referenceCode}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[row.status]} variant="light">
                  {t(`profile.statuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {row.notes ?? ''}
                {row.expiresAt ? (
                  <Text size="xs" c="dimmed" data-testid="history-expires">
                    {t('history.checkoutExpires', { at: formatDateTime(row.expiresAt, lang) })}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
