import type { SportKey } from '@lale/contract/methods/sportsbook';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useEvents } from '../api/list-events.ts';
import { LeagueList } from '../components/league-list.tsx';
import { SportNav } from '../components/sport-nav.tsx';
import { useLiveList, withLiveRows } from '../lib/use-live-list.ts';

const SPORTS: SportKey[] = ['football', 'basketball', 'tennis', 'volleyball'];

/**
 * /live-sport: every event in play with its scoreboard and headline odds, by sport and
 * league. The list comes from `event:live`; list_events answers until its snapshot arrives.
 */
export function LiveSportPage() {
  const { t } = useTranslation();
  const first = useEvents({ when: 'live' }, 200);
  const live = useLiveList();
  const events = live ?? withLiveRows(allItems(first.data?.pages), null);
  const body = (
    <Stack gap="lg">
      {events.length === 0 ? (
        <EmptyState title={t('sports.noLive')} />
      ) : (
        SPORTS.map((sport) => {
          const ofSport = events.filter((e) => e.sport === sport && e.state === 'live');
          if (ofSport.length === 0) return null;
          return (
            <Stack key={sport} gap="xs" data-testid="live-sport-section" data-sport={sport}>
              <Title order={2} fz="lg">
                {t(`sports.names.${sport}`)}
              </Title>
              <LeagueList events={ofSport} />
            </Stack>
          );
        })
      )}
    </Stack>
  );
  return (
    <Page testId="page-live-sport" title={t('sports.liveTitle')}>
      <SportNav />
      {live ? (
        body
      ) : (
        <QueryView query={first} empty={{ title: t('sports.noLive') }}>
          {() => body}
        </QueryView>
      )}
    </Page>
  );
}
