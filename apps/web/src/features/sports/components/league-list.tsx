import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { Stack } from '@mantine/core';
import { groupByLeague } from '../lib/group-events.ts';
import { LeagueSection } from './league-section.tsx';

/** Events under their leagues. */
export function LeagueList({ events }: { events: SportEventSummary[] }) {
  return (
    <Stack gap="sm">
      {groupByLeague(events).map((group) => (
        <LeagueSection key={group.leagueId} {...group} />
      ))}
    </Stack>
  );
}
