import { Badge, Button, Code, Text } from '@mantine/core';
import type { LotteryOperatorRow } from '@lale/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { DrawsList } from '../../../shared/lottery/draws-list.tsx';
import { PrizeCostLine } from '../components/prize-cost-line.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
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
      <ResponsiveTable<LotteryOperatorRow>
        columns={[
          {
            key: 'name',
            label: t('boPrizes.lottery.name'),
            cell: (row) => (
              <>
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
              </>
            ),
          },
          {
            key: 'state',
            label: t('boPrizes.lottery.state'),
            cell: (row) => {
              const state = stateOf(row, now);
              return (
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
                    control.mutate({ lotteryId: row.id, control: paused ? 'pause' : 'resume' })
                  }
                  onEnd={() => control.mutate({ lotteryId: row.id, control: 'end' })}
                  endLabel={t('boPrizes.lottery.drawNow')}
                />
              );
            },
          },
          {
            key: 'schedule',
            label: t('boPrizes.lottery.schedule'),
            cell: (row) => (
              <Text size="xs">
                {t('boPrizes.lottery.scheduleLine', {
                  from: when(row.salesStart),
                  to: when(row.salesEnd),
                  draw: when(row.drawAt),
                })}
              </Text>
            ),
          },
          {
            key: 'seedHash',
            label: t('boPrizes.lottery.seedHash'),
            cell: (row) => <Code title={row.seedHash}>{row.seedHash.slice(0, 12)}…</Code>,
          },
          {
            key: 'tickets',
            label: t('boPrizes.lottery.tickets'),
            cell: (row) => row.ticketsIssued,
          },
          {
            key: 'cost',
            label: t('boPrizes.lottery.cost'),
            cell: (row) => <PrizeCostLine cost={row.prizeCost} paid={row.prizesPaid} />,
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'bo-lottery-row' })}
        details={(row) => (open === row.id ? <DrawsList draws={[row]} /> : null)}
        minWidth={860}
        striped
      />
      <TicketFinder />
    </ScheduledOffersFrame>
  );
}
