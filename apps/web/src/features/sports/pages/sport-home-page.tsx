import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSportsTree } from '../../../shared/api/sports-tree.ts';
import { allItems } from '../../../shared/api/paging.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { useEvents } from '../api/list-events.ts';
import { LeagueList } from '../components/league-list.tsx';
import { LiveStrip } from '../components/live-strip.tsx';
import { MoreButton } from '../components/more-button.tsx';
import { SportNav } from '../components/sport-nav.tsx';
import classes from '../components/sports.module.css';
import { useLiveList, withLiveRows } from '../lib/use-live-list.ts';

/** /sport: sport tabs, top leagues, what is live now, and today's events by league. */
export function SportHomePage() {
  const { t } = useTranslation();
  const tree = useSportsTree().data;
  const today = useEvents({ when: 'today' }, 100);
  const live = useLiveList();
  const rows = withLiveRows(allItems(today.data?.pages), live);
  const liveNow = live ?? rows.filter((e) => e.state === 'live');
  const top = (tree?.sports ?? []).flatMap((s) => s.leagues.filter((l) => l.top));
  return (
    <Page testId="page-sport" title={t('sports.title')}>
      <SportNav />
      {top.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('sports.topLeagues')}
          </Title>
          <ul className={classes.pills} data-testid="top-leagues">
            {top.map((league) => (
              <li key={league.id}>
                <RouteLink
                  href={paths.sportLeague(league.id)}
                  className={classes.pill}
                  data-testid="top-league"
                >
                  {league.name}
                  <span className={classes.count}>{league.eventCount}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {liveNow.length > 0 ? (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              {t('sports.liveNow')}
            </Title>
            <RouteLink href={paths.liveSport} data-testid="see-all-live">
              {t('sports.seeAllLive')}
            </RouteLink>
          </Group>
          <LiveStrip events={liveNow} />
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('sports.today')}
        </Title>
        <QueryView
          query={today}
          isEmpty={(data) => allItems(data.pages).length === 0}
          empty={{ title: t('sports.noEvents') }}
        >
          {() => (
            <Stack gap="sm">
              <LeagueList events={rows} />
              <MoreButton query={today} />
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Page>
  );
}
