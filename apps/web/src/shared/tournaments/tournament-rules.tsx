import { List, Paper, Stack, Table, Title } from '@mantine/core';
import type { TournamentRules as Rules } from '@lale/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { useAppStore } from '../store/app-store.ts';

/**
 * The prize table and how the tournament scores. `gamesTotal` (the player's page, which names
 * the games beside) counts the games that count; the operator's preview names the category.
 */
export function TournamentRules({ rules, gamesTotal }: { rules: Rules; gamesTotal?: number }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const everyGame = rules.categoryId === null && rules.gameIds.length === 0;
  const games =
    gamesTotal !== undefined && !everyGame
      ? t('tournamentPage.gamesCount', { count: gamesTotal })
      : rules.categoryId !== null
        ? t('tournamentPage.gamesCategory', { id: rules.categoryId })
        : rules.gameIds.length > 0
          ? t('tournamentPage.gamesListed', { count: rules.gameIds.length })
          : t('tournamentPage.gamesAll');
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="xs">
          {t('tournamentPage.prizes')}
        </Title>
        <Table data-testid="tournament-prizes" verticalSpacing={4}>
          <Table.Tbody>
            {rules.prizes.map((prize, index) => (
              <Table.Tr key={index}>
                <Table.Td>{t('tournamentPage.place', { rank: index + 1 })}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(prize, 'TRY', lang)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="xs">
          {t('tournamentPage.rules')}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            {t('tournamentPage.scoringLabel')}: {t(`tournamentPage.scoring.${rules.scoring}`)}
          </List.Item>
          <List.Item>
            {t('tournamentPage.minStake')}: {formatMoney(rules.minStake, 'TRY', lang)}
          </List.Item>
          <List.Item>
            {t('tournamentPage.games')}: {games}
          </List.Item>
          <List.Item>{t('tournamentPage.tieRule')}</List.Item>
          <List.Item>{t('tournamentPage.prizeRule')}</List.Item>
        </List>
      </Paper>
    </Stack>
  );
}
