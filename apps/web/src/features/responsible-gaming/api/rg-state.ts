import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** responsible_gaming get_state: the player's limits, reminder interval and this session. */
export const rgStateQuery = () =>
  queryOptions({
    queryKey: ['user', 'responsible_gaming', 'get_state'],
    queryFn: ({ signal }) => callData('responsible_gaming', 'get_state', {}, { signal }),
  });

export const useRgState = () => useQuery(rgStateQuery());
