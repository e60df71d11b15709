import { Table, Text } from '@mantine/core';
import type { TournamentScoring, TournamentStanding } from '@lale/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { useAppStore } from '../store/app-store.ts';
import { formatScore } from './format-score.ts';

/** The leaderboard: rank, masked player, score by the rule, and the prize the rank pays. */
export function LeaderboardTable({
  standings,
  scoring,
  myRank,
}: {
  standings: TournamentStanding[];
  scoring: TournamentScoring;
  myRank: number | null;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  if (standings.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('tournamentPage.noEntries')}
      </Text>
    );
  return (
    <Table striped highlightOnHover data-testid="tournament-leaderboard" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>{t('tournamentPage.rank')}</Table.Th>
          <Table.Th>{t('tournamentPage.player')}</Table.Th>
          <Table.Th ta="right">{t('tournamentPage.score')}</Table.Th>
          <Table.Th ta="right">{t('tournamentPage.prize')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {standings.map((standing) => (
          <Table.Tr
            key={standing.rank}
            fw={standing.rank === myRank ? 800 : undefined}
            data-mine={standing.rank === myRank || undefined}
          >
            <Table.Td>{standing.rank}</Table.Td>
            <Table.Td>{standing.player}</Table.Td>
            <Table.Td ta="right">{formatScore(standing.score, scoring, lang)}</Table.Td>
            <Table.Td ta="right">
              {standing.prize > 0 ? formatMoney(standing.prize, 'TRY', lang) : '–'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
