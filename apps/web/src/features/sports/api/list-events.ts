import type { SportKey } from '@lale/contract/methods/sportsbook';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call } from '../../../shared/rpc/call.ts';

export interface EventsFilter {
  sport?: SportKey;
  leagueId?: number;
  when: 'live' | 'today' | 'upcoming' | 'all';
}

/** sportsbook list_events, 50 a page with "show more"; a new filter is a new list. */
export const eventsQuery = (filter: EventsFilter, limit = 50) =>
  infiniteQueryOptions({
    queryKey: ['sportsbook', 'list_events', filter, limit],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      toListPage(
        await call(
          'sportsbook',
          'list_events',
          { ...filter, limit, offset: pageParam },
          { signal },
        ),
        pageParam,
      ),
    getNextPageParam: nextOffset,
    staleTime: 30_000,
  });

export function useEvents(filter: EventsFilter, limit?: number) {
  return useInfiniteQuery(eventsQuery(filter, limit));
}
