import type { RacingProductKey } from '@lale/contract/methods/racing';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call, callData } from '../../../shared/rpc/call.ts';

/** racing list_races, with the device's clock offset from the server's at the answer. */
export const useRaceBoard = (product: RacingProductKey) =>
  useQuery({
    queryKey: ['racing', 'list_races', product],
    queryFn: async ({ signal }) => {
      const data = await callData('racing', 'list_races', { product }, { signal });
      return { ...data, clockOffsetMs: Date.parse(data.serverTime) - Date.now() };
    },
    refetchInterval: 3_000,
    staleTime: 1_500,
  });

/** racing list_results: finished races, newest first, 10 a page. */
export const useRaceResults = (product: RacingProductKey) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['racing', 'list_results', product],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        toListPage(
          await call(
            'racing',
            'list_results',
            { product, limit: 10, offset: pageParam },
            { signal },
          ),
          pageParam,
        ),
      getNextPageParam: nextOffset,
      staleTime: 5_000,
    }),
  );
