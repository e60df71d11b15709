import { Badge, Button, Text } from '@mantine/core';
import type { TournamentOperatorRow } from '@lale/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { PrizeCostLine } from '../components/prize-cost-line.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { LifecycleControls } from '../components/lifecycle-controls.tsx';
import { TournamentBoard } from './tournament-board.tsx';
import { TournamentForm } from './tournament-form.tsx';
import { operatorTournamentsQuery, useControlTournament } from './tournaments-api.ts';
import { ScheduledOffersFrame } from '../components/scheduled-offers-frame.tsx';

const STATE_COLOR = { upcoming: 'blue', active: 'teal', concluded: 'gray', paused: 'orange' };
const shownState = (row: TournamentOperatorRow) =>
  row.rules.paused && row.state !== 'concluded' ? 'paused' : row.state;

/** /backoffice/tournaments: the tournaments with state and cost; create, pause, end, standings. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useQuery(operatorTournamentsQuery());
  const control = useControlTournament();
  const [open, setOpen] = useState<number | null>(null);
  const rows = query.data?.items ?? [];
  return (
    <ScheduledOffersFrame
      testId="bo-tournaments"
      newButtonTestId="bo-tournament-new"
      title={t('boPrizes.tournaments.title')}
      newLabel={t('boPrizes.tournaments.new')}
      emptyLabel={t('boPrizes.tournaments.empty')}
      isEmpty={query.isSuccess && rows.length === 0}
      errors={[query.error, control.error]}
      form={(close) => <TournamentForm onSaved={close} />}
    >
      <ResponsiveTable<TournamentOperatorRow>
        columns={[
          {
            key: 'name',
            label: t('boPrizes.tournaments.name'),
            cell: (row) => (
              <>
                <Text fw={600} size="sm">
                  {row.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`tournamentPage.scoring.${row.rules.scoring}`)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  px={0}
                  onClick={() => setOpen(open === row.id ? null : row.id)}
                  aria-expanded={open === row.id}
                >
                  {open === row.id
                    ? t('boPrizes.hideDetails')
                    : t('boPrizes.tournaments.leaderboard')}
                </Button>
              </>
            ),
          },
          {
            key: 'state',
            label: t('boPrizes.tournaments.state'),
            cell: (row) => {
              const state = shownState(row);
              return (
                <LifecycleControls
                  badge={
                    <Badge
                      variant="light"
                      color={STATE_COLOR[state]}
                      data-testid="bo-tournament-state"
                    >
                      {t(`boPrizes.tournaments.states.${state}`)}
                    </Badge>
                  }
                  paused={row.rules.paused}
                  ended={row.state === 'concluded' || row.rules.settledAt !== null}
                  pending={control.isPending}
                  onPause={(paused) =>
                    control.mutate({ tournamentId: row.id, control: paused ? 'pause' : 'resume' })
                  }
                  onEnd={() => control.mutate({ tournamentId: row.id, control: 'end' })}
                  endLabel={t('boPrizes.tournaments.endNow')}
                />
              );
            },
          },
          {
            key: 'window',
            label: t('boPrizes.tournaments.window'),
            cell: (row) => (
              <Text size="xs">
                {formatDateTime(row.startsAt, lang)} – {formatDateTime(row.endsAt, lang)}
              </Text>
            ),
          },
          {
            key: 'players',
            label: t('boPrizes.tournaments.players'),
            cell: (row) => row.participants,
          },
          {
            key: 'cost',
            label: t('boPrizes.tournaments.cost'),
            cell: (row) => <PrizeCostLine cost={row.prizeCost} paid={row.prizesPaid} />,
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'bo-tournament-row' })}
        details={(row) => (open === row.id ? <TournamentBoard tournament={row} /> : null)}
        minWidth={820}
        striped
      />
    </ScheduledOffersFrame>
  );
}
