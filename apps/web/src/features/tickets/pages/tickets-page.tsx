import { Box, Paper, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { TicketIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { PleaseWait } from '../../../shared/ui/please-wait.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useTickets } from '../api/get-tickets.ts';
import { TicketSearch } from '../components/ticket-search.tsx';

/** New-year lottery tickets with search by number; 'Please wait' while they load (SPEC §4). */
export function TicketsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useAppStore((state) => state.userLanguage);
  const [number, setNumber] = useState('');
  const query = useTickets(number);
  return (
    <Page testId="page-tickets" title={t('tickets.title')} subtitle={t('tickets.subtitle')}>
      <TicketSearch onSearch={setNumber} />
      <Box pos="relative" mih={160}>
        <PleaseWait visible={query.isFetching} />
        <QueryView
          query={query}
          loading={null}
          isEmpty={(rows) => rows.length === 0}
          empty={{ title: message('no_results') }}
          icon={<TicketIcon />}
        >
          {(rows) => (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('tickets.number')}</Table.Th>
                      <Table.Th>{t('profile.date')}</Table.Th>
                      <Table.Th>{t('profile.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td ff="monospace">{row.referenceCode || row.operationId}</Table.Td>
                        <Table.Td>{formatDateTime(row.date, lang)}</Table.Td>
                        <Table.Td>{formatMoney(row.amount, 'TRY', lang)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </QueryView>
      </Box>
    </Page>
  );
}
