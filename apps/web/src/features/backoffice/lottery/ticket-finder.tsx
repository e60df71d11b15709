import type { LotteryTicketFound } from '@lale/contract/lottery';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { TicketSearch } from '../../../shared/lottery/ticket-search.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
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
          <ResponsiveTable<LotteryTicketFound>
            columns={[
              {
                key: 'ticket',
                label: t('boPrizes.lottery.ticket'),
                mono: true,
                cell: (ticket) => ticket.ticketNumber,
              },
              {
                key: 'player',
                label: t('boPrizes.lottery.player'),
                cell: (ticket) => ticket.player,
              },
              {
                key: 'lottery',
                label: t('boPrizes.lottery.name'),
                cell: (ticket) => (
                  <div>
                    <Text size="sm">{ticket.lotteryTitle}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(ticket.createdAt, lang)}
                    </Text>
                  </div>
                ),
              },
              {
                key: 'deposit',
                label: t('boPrizes.lottery.deposit'),
                align: 'right',
                cell: (ticket) => formatMoney(ticket.depositAmount, 'TRY', lang),
              },
              {
                key: 'result',
                label: t('boPrizes.lottery.result'),
                cell: (ticket) =>
                  ticket.won
                    ? t('lottery.won', {
                        place: ticket.won.place,
                        amount: formatMoney(ticket.won.amount, 'TRY', lang),
                      })
                    : Date.parse(ticket.drawAt) > now
                      ? t('lottery.waiting')
                      : t('lottery.lost'),
              },
            ]}
            rows={items}
            rowKey={(ticket) => ticket.ticketNumber}
            testId="bo-ticket-results"
            minWidth={560}
            striped
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
