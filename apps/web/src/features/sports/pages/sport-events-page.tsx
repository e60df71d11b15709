import type { SportKey } from '@lale/contract/methods/sportsbook';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { allItems } from '../../../shared/api/paging.ts';
import { useSportsTree } from '../../../shared/api/sports-tree.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useEvents, type EventsFilter } from '../api/list-events.ts';
import { LeagueList } from '../components/league-list.tsx';
import { MoreButton } from '../components/more-button.tsx';
import { SportNav } from '../components/sport-nav.tsx';
import { dayLabel, groupByDay } from '../lib/group-events.ts';
import { useLiveList, withLiveRows } from '../lib/use-live-list.ts';

const SPORTS: readonly string[] = ['football', 'basketball', 'tennis', 'volleyball'];

/** /sport/:sport and /sport/league/:leagueId: the events by day, then by league. */
export function SportEventsPage() {
  const { t } = useTranslation();
  const { sport, leagueId } = useParams();
  const league = leagueId && /^[1-9][0-9]{0,9}$/.test(leagueId) ? Number(leagueId) : null;
  const known = sport ? SPORTS.includes(sport) : league !== null;
  if (!known)
    return (
      <Page testId="page-sport-events" title={t('sports.title')}>
        <SportNav />
        <EmptyState title={t('sports.noEvents')} />
      </Page>
    );
  const filter: EventsFilter = sport
    ? { sport: sport as SportKey, when: 'all' }
    : { leagueId: league!, when: 'all' };
  return <EventsByDay key={JSON.stringify(filter)} filter={filter} />;
}

function EventsByDay({ filter }: { filter: EventsFilter }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const now = useNow();
  const tree = useSportsTree().data;
  const query = useEvents(filter, 100);
  const live = useLiveList();
  const rows = withLiveRows(allItems(query.data?.pages), live);
  const leagueName =
    filter.leagueId !== undefined
      ? (tree?.sports.flatMap((s) => s.leagues).find((l) => l.id === filter.leagueId)?.name ??
        rows[0]?.leagueName)
      : undefined;
  const title = filter.sport
    ? t(`sports.names.${filter.sport}`)
    : (leagueName ?? t('sports.title'));
  const words = { today: t('sports.dayToday'), tomorrow: t('sports.dayTomorrow') };
  return (
    <Page testId="page-sport-events" title={title}>
      <SportNav />
      <QueryView
        query={query}
        isEmpty={(data) => allItems(data.pages).length === 0}
        empty={{ title: t('sports.noEvents') }}
      >
        {() => (
          <Stack gap="lg">
            {groupByDay(rows).map((group) => (
              <Stack key={group.day} gap="xs" data-testid="day-section" data-day={group.day}>
                <Title order={2} fz="md">
                  {dayLabel(group.day, lang, now, words)}
                </Title>
                <LeagueList events={group.events} />
              </Stack>
            ))}
            <MoreButton query={query} />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
