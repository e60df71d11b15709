import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';

/** How often the pools are re-read: they grow with every slot stake. */
export const JACKPOT_REFRESH_MS = 10_000;

/** habanero getJackpots (no session; SPEC §7: the first data element is the pool list). */
export const jackpotsQuery = () =>
  queryOptions({
    queryKey: ['habanero', 'getJackpots'],
    queryFn: async ({ signal }) =>
      (await callData('habanero', 'getJackpots', {}, { signal }))[0] ?? [],
    refetchInterval: JACKPOT_REFRESH_MS,
  });

export function useJackpots() {
  return useQuery(jackpotsQuery());
}
