import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TournamentDetail } from '@lale/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { useRefusal } from '../../../shared/forms/use-refusal.ts';
import { useJoinTournament } from '../api/tournament-queries.ts';
import { formatScore } from '../../../shared/tournaments/format-score.ts';

/**
 * The caller's place: join button, or their rank, score, the rounds that counted (and those
 * that did not, with why) and the prize, which the server gives only for a positive score.
 */
export function MyEntry({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const join = useJoinTournament(tournament.id);
  // A refused entry (the tournament full or just closed) stays beside the button until read.
  const refusal = useRefusal();
  const { me, rules } = tournament;
  if (!rules) return null;
  if (!me) {
    const reason = rules.paused
      ? t('tournamentPage.paused')
      : tournament.state === 'concluded'
        ? t('tournamentPage.closed')
        : tournament.joinable
          ? t('tournamentPage.notJoinedYet')
          : t('tournamentPage.signInToJoin');
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text size="sm">{reason}</Text>
          {tournament.joinable ? (
            <Button
              data-testid="tournament-join"
              loading={join.isPending}
              onClick={() =>
                join.mutate(undefined, {
                  onSuccess: (reply) =>
                    reply.result ? refusal.clear() : refusal.show(reply.message, reply.debug),
                })
              }
            >
              {t('tournamentPage.join')}
            </Button>
          ) : null}
          <FormRefusal refusal={refusal} />
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid="tournament-me">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{t('tournamentPage.joined')}</Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('tournamentPage.myRank')}
          </Text>
          <Text fw={800} fz="xl" data-testid="tournament-my-rank">
            {me.rank}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('tournamentPage.myScore')}
          </Text>
          <Text fw={800} fz="xl" data-testid="tournament-my-score">
            {formatScore(me.score, rules.scoring, lang)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('tournamentPage.myRounds')}
          </Text>
          <Text fw={800} fz="xl" data-testid="tournament-my-rounds">
            {me.rounds}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('tournamentPage.myPrize')}
          </Text>
          <Text fw={800} fz="xl">
            {me.prize > 0 ? formatMoney(me.prize, 'TRY', lang) : '–'}
          </Text>
        </Stack>
      </SimpleGrid>
      {me.belowMinimum > 0 ? (
        <Text size="sm" c="orange.8" mt="sm" data-testid="tournament-below-minimum">
          {t('tournamentPage.belowMinimum', {
            count: me.belowMinimum,
            amount: formatMoney(rules.minStake, 'TRY', lang),
          })}
        </Text>
      ) : null}
    </Paper>
  );
}
