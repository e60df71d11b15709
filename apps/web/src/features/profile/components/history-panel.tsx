import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useRecentTransactions } from '../api/get-recent-transactions.ts';

const STATUS_COLOR = { New: 'blue', Confirmed: 'teal', Canceled: 'gray' } as const;

/** The last 7 days of account movements. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useRecentTransactions();
  return (
    <QueryView
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={{ title: message('no_results') }}
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.date')}</Table.Th>
                <Table.Th>{t('profile.method')}</Table.Th>
                <Table.Th>{t('profile.amount')}</Table.Th>
                <Table.Th>{t('profile.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.date, lang)}</Table.Td>
                  <Table.Td>{row.method}</Table.Td>
                  <Table.Td>{formatMoney(row.amount, 'TRY', lang)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[row.status]} variant="light">
                      {t(`profile.statuses.${row.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryView>
  );
}
