import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { TicketSearch } from '../../tickets/components/ticket-search.tsx';
import { ticketSearchQuery } from './lottery-api.ts';

/** Any player's tickets by number (or part of one): whose, which draw, and what it won. */
export function TicketFinder() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const now = useNow();
  const [number, setNumber] = useState('');
  const found = useQuery(ticketSearchQuery(number));
  const items = found.data?.items ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="bo-ticket-finder">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('boPrizes.lottery.search')}
        </Title>
        <TicketSearch onSearch={setNumber} />
        {found.isError ? <Text c="red">{found.error.message}</Text> : null}
        {found.isSuccess && items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('boPrizes.lottery.searchNone')}
          </Text>
        ) : null}
        {items.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="bo-ticket-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boPrizes.lottery.ticket')}</Table.Th>
                  <Table.Th>{t('boPrizes.lottery.player')}</Table.Th>
                  <Table.Th>{t('boPrizes.lottery.name')}</Table.Th>
                  <Table.Th ta="right">{t('boPrizes.lottery.deposit')}</Table.Th>
                  <Table.Th>{t('boPrizes.lottery.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((ticket) => (
                  <Table.Tr key={ticket.ticketNumber}>
                    <Table.Td ff="monospace">{ticket.ticketNumber}</Table.Td>
                    <Table.Td>{ticket.player}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{ticket.lotteryTitle}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(ticket.createdAt, lang)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(ticket.depositAmount, 'TRY', lang)}</Table.Td>
                    <Table.Td>
                      {ticket.won
                        ? t('lottery.won', {
                            place: ticket.won.place,
                            amount: formatMoney(ticket.won.amount, 'TRY', lang),
                          })
                        : Date.parse(ticket.drawAt) > now
                          ? t('lottery.waiting')
                          : t('lottery.lost')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
