import { Stack, Text } from '@mantine/core';
import type { TournamentOperatorRow } from '@lale/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { LeaderboardTable } from '../../../shared/tournaments/leaderboard-table.tsx';
import { operatorBoardQuery } from './tournaments-api.ts';

/** A tournament's leaderboard as the players see it, live; once settled, what was paid. */
export function TournamentBoard({ tournament }: { tournament: TournamentOperatorRow }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const board = useQuery(operatorBoardQuery(tournament.id));
  if (board.isError) return <Text c="red">{board.error.message}</Text>;
  if (!board.data) return null;
  return (
    <Stack gap="xs" data-testid="bo-tournament-board">
      <Text size="xs" c="dimmed">
        {board.data.settledAt
          ? t('boPrizes.tournaments.prizesPaid', {
              paid: formatMoney(tournament.prizesPaid, 'TRY', lang),
              when: formatDateTime(board.data.settledAt, lang),
            })
          : t('boPrizes.tournaments.live')}
        {' · '}
        {t('tournamentPage.participants', { count: board.data.participants })}
      </Text>
      <LeaderboardTable
        standings={board.data.standings}
        scoring={tournament.rules.scoring}
        myRank={null}
      />
    </Stack>
  );
}
