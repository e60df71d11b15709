import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** user check_user_ga: whether the authenticator is the player's second factor. */
export const checkUserGaQuery = () =>
  queryOptions({
    queryKey: ['user', 'check_user_ga'],
    queryFn: ({ signal }) => callData('user', 'check_user_ga', {}, { signal }),
  });

export const useCheckUserGa = () => useQuery(checkUserGaQuery());
