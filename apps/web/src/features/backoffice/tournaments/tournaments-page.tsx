import { Badge, Button, Table, Text } from '@mantine/core';
import type { TournamentOperatorRow } from '@lale/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
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
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
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
      <Table.ScrollContainer minWidth={820}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boPrizes.tournaments.name')}</Table.Th>
              <Table.Th>{t('boPrizes.tournaments.state')}</Table.Th>
              <Table.Th>{t('boPrizes.tournaments.window')}</Table.Th>
              <Table.Th>{t('boPrizes.tournaments.players')}</Table.Th>
              <Table.Th>{t('boPrizes.tournaments.cost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const state = shownState(row);
              return (
                <Fragment key={row.id}>
                  <Table.Tr data-testid="bo-tournament-row">
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
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
                          control.mutate({
                            tournamentId: row.id,
                            control: paused ? 'pause' : 'resume',
                          })
                        }
                        onEnd={() => control.mutate({ tournamentId: row.id, control: 'end' })}
                        endLabel={t('boPrizes.tournaments.endNow')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {formatDateTime(row.startsAt, lang)} – {formatDateTime(row.endsAt, lang)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.participants}</Table.Td>
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
                      <Table.Td colSpan={5}>
                        <TournamentBoard tournament={row} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ScheduledOffersFrame>
  );
}
