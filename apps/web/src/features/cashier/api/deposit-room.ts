import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/**
 * finance get_deposit_room (issue 38): what the player's deposit limits still allow, counting
 * their open requests; null without a deposit limit. Read again after every deposit.
 */
export const depositRoomQuery = () =>
  queryOptions({
    queryKey: ['user', 'finance', 'get_deposit_room'],
    queryFn: ({ signal }) => callData('finance', 'get_deposit_room', {}, { signal }),
  });

export const useDepositRoom = () => useQuery(depositRoomQuery());
