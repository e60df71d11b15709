import { Badge, Paper, Table } from '@mantine/core';
import type { LotteryTicket } from '@lale/contract/lottery';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** The player's tickets: number, lottery, the deposit that earned it, when, and the result. */
export function TicketsTable({ rows }: { rows: LotteryTicket[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const now = useNow();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={360}>
        <Table striped data-testid="tickets-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tickets.number')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('lottery.lottery')}</Table.Th>
              <Table.Th>{t('lottery.deposit')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('profile.date')}</Table.Th>
              <Table.Th>{t('lottery.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.ticketNumber} data-testid="ticket-row">
                <Table.Td ff="monospace" fw={700}>
                  {row.ticketNumber}
                </Table.Td>
                <Table.Td visibleFrom="sm">{row.lotteryTitle}</Table.Td>
                <Table.Td>{formatMoney(row.depositAmount, 'TRY', lang)}</Table.Td>
                <Table.Td visibleFrom="sm">{formatDateTime(row.createdAt, lang)}</Table.Td>
                <Table.Td>
                  {row.won ? (
                    <Badge color="teal.9" variant="filled">
                      {t('lottery.won', {
                        place: row.won.place,
                        amount: formatMoney(row.won.amount, 'TRY', lang),
                      })}
                    </Badge>
                  ) : Date.parse(row.drawAt) > now ? (
                    t('lottery.waiting')
                  ) : (
                    t('lottery.lost')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
