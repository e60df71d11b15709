import { Box, Group, Pagination, Stack, Title } from '@mantine/core';
import { PAGE_SIZE } from '@lale/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { TicketIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { PleaseWait } from '../../../shared/ui/please-wait.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useDraws, useTickets } from '../api/get-tickets.ts';
import { DrawsList } from '../../../shared/lottery/draws-list.tsx';
import { TicketSearch } from '../../../shared/lottery/ticket-search.tsx';
import { TicketsTable } from '../components/tickets-table.tsx';

/** New-year lottery tickets with search by number and paging; 'Please wait' while they load (SPEC §4). */
export function TicketsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [number, setNumber] = useState('');
  const [page, setPage] = useState(1);
  const query = useTickets(number, page);
  const draws = useDraws(number);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE.tickets));
  return (
    <Page testId="page-tickets" title={t('tickets.title')} subtitle={t('tickets.subtitle')}>
      <Stack gap="lg">
        <TicketSearch
          onSearch={(value) => {
            setNumber(value);
            setPage(1);
          }}
        />
        <Box pos="relative" mih={160}>
          <PleaseWait visible={query.isFetching} />
          <QueryView
            query={query}
            loading={null}
            isEmpty={(data) => data.rows.length === 0}
            empty={{ title: message('no_results') }}
            icon={<TicketIcon />}
          >
            {(data) => (
              <Stack gap="sm">
                <TicketsTable rows={data.rows} />
                {pages > 1 ? (
                  <Group justify="center">
                    <Pagination
                      total={pages}
                      value={page}
                      onChange={setPage}
                      aria-label={t('lottery.page')}
                    />
                  </Group>
                ) : null}
              </Stack>
            )}
          </QueryView>
        </Box>
        <Title order={2} fz="lg">
          {t('lottery.draws')}
        </Title>
        <QueryView
          query={draws}
          isEmpty={(rows) => rows.length === 0}
          empty={{ title: message('no_results') }}
          icon={<TicketIcon />}
        >
          {(rows) => <DrawsList draws={rows} />}
        </QueryView>
      </Stack>
    </Page>
  );
}
