import type { SportKey } from '@lale/contract/methods/sportsbook';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call } from '../../../shared/rpc/call.ts';

/** sportsbook list_results: finished events with their scores, newest first, 30 a page. */
export const resultsQuery = (sport: SportKey | undefined, limit = 30) =>
  infiniteQueryOptions({
    queryKey: ['sportsbook', 'list_results', sport ?? 'all', limit],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      toListPage(
        await call(
          'sportsbook',
          'list_results',
          { ...(sport ? { sport } : {}), limit, offset: pageParam },
          { signal },
        ),
        pageParam,
      ),
    getNextPageParam: nextOffset,
    staleTime: 60_000,
  });

export function useResults(sport: SportKey | undefined) {
  return useInfiniteQuery(resultsQuery(sport));
}
