import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { paths } from '../../../shared/routes/paths.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { LiveClock } from './live-clock.tsx';
import { MainOdds } from './main-odds.tsx';
import classes from './sports.module.css';

/** "Live now": a row of cards of events in play with score, clock and headline odds. */
export function LiveStrip({ events }: { events: SportEventSummary[] }) {
  return (
    <div className={classes.strip} data-testid="live-strip">
      {events.map((event) => (
        <LiveCard key={event.id} event={event} />
      ))}
    </div>
  );
}

/** One event in play; memoised, since each live message changes one card. */
const LiveCard = memo(function LiveCard({ event }: { event: SportEventSummary }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.stripCard}
      data-testid="live-card"
      data-event={event.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          {event.live ? <LiveClock live={event.live} /> : <span />}
          <Text size="xs" c="dimmed" truncate>
            {event.leagueName}
          </Text>
        </Group>
        <RouteLink href={paths.sportEvent(event.id)} className={classes.teams}>
          <span className={classes.teamName}>
            <span>{event.home}</span>
            <b>{event.live?.home ?? 0}</b>
          </span>
          <span className={classes.teamName}>
            <span>{event.away}</span>
            <b>{event.live?.away ?? 0}</b>
          </span>
        </RouteLink>
        <div className={classes.odds}>
          <MainOdds event={event} />
        </div>
      </Stack>
    </Paper>
  );
});
