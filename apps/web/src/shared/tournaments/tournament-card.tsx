import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { TournamentSummary } from '@lale/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import type { Phase } from '../lib/time-window.ts';
import { useAppStore } from '../store/app-store.ts';

// Shade 9: white badge text stays above 4.5:1 (teal and blue at the theme's shade 7 do not).
const PHASE_COLOR: Record<Phase, string> = {
  active: 'teal.9',
  upcoming: 'blue.9',
  finished: 'gray',
};

export function TournamentCard({
  tournament,
  phase,
}: {
  tournament: TournamentSummary;
  phase: Phase;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Card withBorder padding="lg" data-testid="tournament-card">
      <Card.Section pos="relative">
        <Image
          src={tournament.image}
          alt={tournament.title}
          h={170}
          loading="lazy"
          fallbackSrc="/favicon.svg"
        />
        <Badge pos="absolute" top={12} left={12} color={PHASE_COLOR[phase]} variant="filled">
          {t(`tournaments.phase.${phase}`)}
        </Badge>
      </Card.Section>
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Text fw={700} fz="lg" component="h2" lineClamp={2}>
          {tournament.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {tournament.summary}
        </Text>
        <Text fw={800} c="yellow" fz="lg">
          {formatMoney(tournament.prizePool, tournament.currency, lang)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(tournament.Start_date, lang)} –{' '}
            {formatDateTime(tournament.End_date, lang)}
          </Text>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/tournaments/${tournament.id}`}
            aria-label={t('tournaments.detailsOf', { title: tournament.title })}
          >
            {t('tournaments.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
