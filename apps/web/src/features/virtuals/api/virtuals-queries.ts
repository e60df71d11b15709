import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call, callData } from '../../../shared/rpc/call.ts';

/** virtuals list_rounds: the round playing and the ones open, polled so the board moves on. */
export const roundsQuery = () =>
  queryOptions({
    queryKey: ['virtuals', 'list_rounds', 'football'],
    queryFn: async ({ signal }) => {
      const data = await callData('virtuals', 'list_rounds', { product: 'football' }, { signal });
      // How far the device's clock is behind the server's, for the countdowns.
      return { ...data, clockOffsetMs: Date.parse(data.serverTime) - Date.now() };
    },
    refetchInterval: 4_000,
    staleTime: 2_000,
  });

export const useRounds = () => useQuery(roundsQuery());

/** virtuals get_table: the current season's table. */
export const tableQuery = () =>
  queryOptions({
    queryKey: ['virtuals', 'get_table', 'football'],
    queryFn: ({ signal }) => callData('virtuals', 'get_table', { product: 'football' }, { signal }),
    staleTime: 10_000,
  });

export const useLeagueTable = () => useQuery(tableQuery());

/** virtuals list_results: finished matchdays, newest first, 5 a page. */
export const resultsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['virtuals', 'list_results', 'football'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      toListPage(
        await call(
          'virtuals',
          'list_results',
          { product: 'football', limit: 5, offset: pageParam },
          { signal },
        ),
        pageParam,
      ),
    getNextPageParam: nextOffset,
    staleTime: 10_000,
  });

export const useVirtualResults = () => useInfiniteQuery(resultsQuery());
