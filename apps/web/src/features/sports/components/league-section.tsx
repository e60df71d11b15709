import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { Group, Paper, Text } from '@mantine/core';
import { paths } from '../../../shared/routes/paths.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { EventRow } from './event-row.tsx';

/** A league's heading (a link to the league) and its events. */
export function LeagueSection({
  leagueId,
  leagueName,
  countryCode,
  events,
}: {
  leagueId: number;
  leagueName: string;
  countryCode: string;
  events: SportEventSummary[];
}) {
  return (
    <Paper withBorder radius="md" data-testid="league-section" data-league={leagueId}>
      <Group gap="xs" px="sm" py={8}>
        <Text size="xs" c="dimmed" fw={700}>
          {countryCode}
        </Text>
        <RouteLink href={paths.sportLeague(leagueId)} data-testid="league-link">
          <Text size="sm" fw={700} c="var(--mantine-color-text)">
            {leagueName}
          </Text>
        </RouteLink>
      </Group>
      {events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </Paper>
  );
}
