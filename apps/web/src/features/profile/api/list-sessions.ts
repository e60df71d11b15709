import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** user list_sessions: the player's signed-in devices, this one marked `current`. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['user', 'list_sessions'],
    queryFn: ({ signal }) => callData('user', 'list_sessions', {}, { signal }),
  });

export const useSessions = () => useQuery(sessionsQuery());
