import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LotteryDraw } from '@lale/contract/lottery';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { useAppStore } from '../store/app-store.ts';

/** Each draw: when, its prizes, the seed's hash (and the seed once drawn), its winners. */
export function DrawsList({ draws }: { draws: LotteryDraw[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Stack gap="md">
      {draws.map((draw) => (
        <Paper key={draw.id} withBorder radius="md" p="md" data-testid="lottery-draw">
          <Title order={3} fz="md">
            {draw.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lottery.drawAt')}: {formatDateTime(draw.drawAt, lang)} ·{' '}
            {t('lottery.ticketsIssued', { count: draw.ticketsIssued })}
          </Text>
          <Text size="sm" mt={4}>
            {t('lottery.howTo', { amount: formatMoney(draw.minDeposit, 'TRY', lang) })}
          </Text>
          <Text size="sm" mt="xs">
            {t('lottery.prizes')}:{' '}
            {draw.prizes.map((prize) => formatMoney(prize, 'TRY', lang)).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            {t('lottery.seedHash')}
          </Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {draw.seedHash}
          </Code>
          <Text size="xs" c="dimmed" mt="xs">
            {draw.seed ? t('lottery.seed') : t('lottery.seedHidden')}
          </Text>
          {draw.seed ? (
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {draw.seed}
            </Code>
          ) : null}
          {draw.drawnAt ? (
            <>
              <Text fw={700} mt="sm">
                {t('lottery.winners')}
              </Text>
              {draw.winners.length ? (
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {draw.winners.map((winner) => (
                      <Table.Tr key={winner.place}>
                        <Table.Td>{winner.place}</Table.Td>
                        <Table.Td ff="monospace">{winner.ticketNumber}</Table.Td>
                        <Table.Td>{winner.player}</Table.Td>
                        <Table.Td ta="right">{formatMoney(winner.amount, 'TRY', lang)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text size="sm">{t('lottery.noWinners')}</Text>
              )}
              <Text size="xs" c="dimmed" mt="xs">
                {t('lottery.fairness')}
              </Text>
            </>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
