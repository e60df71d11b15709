import { Badge, Button, Code, Table, Text } from '@mantine/core';
import type { LotteryOperatorRow } from '@lale/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { DrawsList } from '../../tickets/components/draws-list.tsx';
import { LifecycleControls } from '../components/lifecycle-controls.tsx';
import { LotteryForm } from './lottery-form.tsx';
import { operatorDrawsQuery, useControlLottery } from './lottery-api.ts';
import { TicketFinder } from './ticket-finder.tsx';
import { ScheduledOffersFrame } from '../components/scheduled-offers-frame.tsx';

type DrawState = 'scheduled' | 'selling' | 'paused' | 'drawing' | 'drawn';
const STATE_COLOR: Record<DrawState, string> = {
  scheduled: 'blue',
  selling: 'teal',
  paused: 'orange',
  drawing: 'yellow',
  drawn: 'gray',
};

function stateOf(row: LotteryOperatorRow, now: number): DrawState {
  if (row.drawnAt) return 'drawn';
  if (row.paused) return 'paused';
  if (Date.parse(row.salesEnd) <= now) return 'drawing';
  return Date.parse(row.salesStart) <= now ? 'selling' : 'scheduled';
}

/** /backoffice/lottery: draws with schedule, seed hash and state; create, pause, draw; tickets. */
export function LotteryPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useQuery(operatorDrawsQuery());
  const control = useControlLottery();
  const [open, setOpen] = useState<number | null>(null);
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  const when = (iso: string) => formatDateTime(iso, lang);
  const rows = query.data?.items ?? [];
  const now = useNow(15_000);
  return (
    <ScheduledOffersFrame
      testId="bo-lottery"
      newButtonTestId="bo-lottery-new"
      title={t('boPrizes.lottery.title')}
      newLabel={t('boPrizes.lottery.new')}
      emptyLabel={t('boPrizes.lottery.empty')}
      isEmpty={query.isSuccess && rows.length === 0}
      errors={[query.error, control.error]}
      form={(close) => <LotteryForm onSaved={close} />}
    >
      <Table.ScrollContainer minWidth={860}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boPrizes.lottery.name')}</Table.Th>
              <Table.Th>{t('boPrizes.lottery.state')}</Table.Th>
              <Table.Th>{t('boPrizes.lottery.schedule')}</Table.Th>
              <Table.Th>{t('boPrizes.lottery.seedHash')}</Table.Th>
              <Table.Th>{t('boPrizes.lottery.tickets')}</Table.Th>
              <Table.Th>{t('boPrizes.lottery.cost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const state = stateOf(row, now);
              return (
                <Fragment key={row.id}>
                  <Table.Tr data-testid="bo-lottery-row">
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {row.title}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {row.code}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        px={0}
                        onClick={() => setOpen(open === row.id ? null : row.id)}
                        aria-expanded={open === row.id}
                      >
                        {open === row.id ? t('boPrizes.hideDetails') : t('boPrizes.details')}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      <LifecycleControls
                        badge={
                          <Badge
                            variant="light"
                            color={STATE_COLOR[state]}
                            data-testid="bo-lottery-state"
                          >
                            {t(`boPrizes.lottery.states.${state}`)}
                          </Badge>
                        }
                        paused={row.paused}
                        ended={row.drawnAt !== null}
                        pending={control.isPending}
                        onPause={(paused) =>
                          control.mutate({
                            lotteryId: row.id,
                            control: paused ? 'pause' : 'resume',
                          })
                        }
                        onEnd={() => control.mutate({ lotteryId: row.id, control: 'end' })}
                        endLabel={t('boPrizes.lottery.drawNow')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {t('boPrizes.lottery.scheduleLine', {
                          from: when(row.salesStart),
                          to: when(row.salesEnd),
                          draw: when(row.drawAt),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Code title={row.seedHash}>{row.seedHash.slice(0, 12)}…</Code>
                    </Table.Td>
                    <Table.Td>{row.ticketsIssued}</Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {t('boPrizes.tournaments.costLine', {
                          cost: money(row.prizeCost),
                          paid: money(row.prizesPaid),
                        })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  {open === row.id ? (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <DrawsList draws={[row]} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TicketFinder />
    </ScheduledOffersFrame>
  );
}
