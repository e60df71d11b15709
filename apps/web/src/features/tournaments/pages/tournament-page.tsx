import { Anchor, Badge, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TrophyIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useTournament } from '../api/tournament-queries.ts';
import { Countdown } from '../components/countdown.tsx';
import { LeaderboardTable } from '../../../shared/tournaments/leaderboard-table.tsx';
import { MyEntry } from '../components/my-entry.tsx';
import { QualifyingGames } from '../components/qualifying-games.tsx';
import { TournamentRules } from '../../../shared/tournaments/tournament-rules.tsx';
import { useLiveLeaderboard } from '../lib/use-live-leaderboard.ts';

/** One tournament: countdown, opt-in and my rank, the live leaderboard, prizes and rules. */
export function TournamentPage() {
  const { t } = useTranslation();
  const tournamentId = Number(useParams().tournamentId);
  const query = useTournament(tournamentId);
  const live = useLiveLeaderboard(tournamentId);
  return (
    <Page testId="page-tournament" title={query.data?.title ?? t('tournaments.title')}>
      <Anchor component={Link} to="/tournaments" size="sm" mb="sm" display="inline-block">
        ← {t('tournamentPage.back')}
      </Anchor>
      <QueryView
        query={query}
        icon={<TrophyIcon />}
        isEmpty={() => false}
        empty={{ title: t('tournaments.emptyAll') }}
      >
        {(tournament) => {
          const skew = Date.parse(tournament.serverTime) - query.dataUpdatedAt;
          const standings = live?.standings ?? tournament.leaderboard;
          const participants = live?.participants ?? tournament.participants;
          const settledAt = live?.settledAt ?? tournament.rules?.settledAt ?? null;
          return (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  <Paper withBorder radius="md" p="md">
                    <Group wrap="nowrap" align="flex-start" gap="md">
                      <Image
                        src={tournament.image}
                        alt=""
                        w={96}
                        h={96}
                        radius="md"
                        fallbackSrc="/favicon.svg"
                        visibleFrom="xs"
                      />
                      <Stack gap={4} style={{ flex: 1 }}>
                        <Text size="sm" c="dimmed">
                          {tournament.summary}
                        </Text>
                        <Text size="sm">
                          {tournament.state === 'upcoming'
                            ? t('tournamentPage.startsIn')
                            : tournament.state === 'active'
                              ? t('tournamentPage.endsIn')
                              : settledAt
                                ? t('tournamentPage.settled')
                                : t('tournamentPage.ended')}
                        </Text>
                        {tournament.state !== 'concluded' ? (
                          <Countdown
                            target={
                              tournament.state === 'upcoming'
                                ? tournament.Start_date
                                : tournament.End_date
                            }
                            skew={skew}
                          />
                        ) : null}
                      </Stack>
                    </Group>
                  </Paper>
                  <MyEntry tournament={tournament} />
                  {tournament.state !== 'concluded' ? (
                    <QualifyingGames tournament={tournament} />
                  ) : null}
                  <Paper withBorder radius="md" p="md">
                    <Group justify="space-between" mb="xs">
                      <Title order={2} fz="lg">
                        {t('tournamentPage.leaderboard')}
                      </Title>
                      <Group gap="xs">
                        {live && tournament.state === 'active' ? (
                          <Badge color="red.9" variant="filled" size="sm">
                            {t('tournamentPage.live')}
                          </Badge>
                        ) : null}
                        <Text size="sm" c="dimmed" data-testid="tournament-participants">
                          {t('tournamentPage.participants', { count: participants })}
                        </Text>
                      </Group>
                    </Group>
                    {tournament.rules ? (
                      <LeaderboardTable
                        standings={standings}
                        scoring={tournament.rules.scoring}
                        myRank={tournament.me?.rank ?? null}
                      />
                    ) : null}
                  </Paper>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                {tournament.rules ? (
                  <TournamentRules rules={tournament.rules} gamesTotal={tournament.gamesTotal} />
                ) : null}
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryView>
    </Page>
  );
}
