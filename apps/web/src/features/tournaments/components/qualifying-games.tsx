import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TournamentDetail } from '@lale/contract/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** How many names show before "show all". */
const FIRST = 12;

/**
 * The games that count, by name, each opening the game from this tournament (so it starts at
 * the tournament's least stake), and that least stake in words.
 */
export function QualifyingGames({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const [all, setAll] = useState(false);
  const { rules, games, gamesTotal } = tournament;
  if (!rules) return null;
  const everyGame = rules.categoryId === null && rules.gameIds.length === 0;
  const shown = all ? games : games.slice(0, FIRST);
  const more = gamesTotal - shown.length;
  return (
    <Paper withBorder radius="md" p="md" data-testid="tournament-games">
      <Title order={2} fz="lg" mb={4}>
        {t('tournamentPage.games')}
        {everyGame ? '' : ` (${t('tournamentPage.gamesCount', { count: gamesTotal })})`}
      </Title>
      <Stack gap="sm">
        <Text size="sm" data-testid="tournament-min-stake">
          {t('tournamentPage.gamesNote', { amount: formatMoney(rules.minStake, 'TRY', lang) })}
        </Text>
        {games.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tournamentPage.gamesNone')}
          </Text>
        ) : (
          <>
            {everyGame ? <Text size="sm">{t('tournamentPage.gamesAllNote')}</Text> : null}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
              {shown.map((game) => (
                <Anchor
                  key={game.id}
                  component={Link}
                  to={`${paths.play('casino', game.id, game.provider)}?tournament=${tournament.id}`}
                  state={{ name: game.name, providerName: game.provider }}
                  size="sm"
                  data-testid="tournament-game"
                >
                  {game.name}
                </Anchor>
              ))}
            </SimpleGrid>
            {!all && games.length > FIRST ? (
              <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
                {t('tournamentPage.gamesShowAll', { count: games.length })}
              </Button>
            ) : more > 0 ? (
              <Text size="xs" c="dimmed">
                {t('tournamentPage.gamesMore', { count: more })}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
