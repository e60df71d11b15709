import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';

/**
 * sportsbook get_sports: the sports with their leagues and counts, and the slip's limits (min
 * and max stake, max payout, max legs). Shared: the sports pages and the bet slip read it.
 */
export const sportsTreeQuery = () =>
  queryOptions({
    queryKey: ['sportsbook', 'get_sports'],
    queryFn: ({ signal }) => callData('sportsbook', 'get_sports', {}, { signal }),
    staleTime: 60_000,
  });

export function useSportsTree() {
  return useQuery(sportsTreeQuery());
}
