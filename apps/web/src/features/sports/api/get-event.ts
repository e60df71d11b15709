import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** sportsbook get_event: one event with all its markets, incidents and fairness seeds. */
export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'get_event', eventId],
    queryFn: ({ signal }) => callData('sportsbook', 'get_event', { eventId }, { signal }),
    staleTime: 10_000,
  });

export function useEvent(eventId: string) {
  return useQuery(eventQuery(eventId));
}
