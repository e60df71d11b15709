import { queryOptions } from '@tanstack/react-query';
import { unlessPlayerLive } from '../live/player-live-flag.ts';
import { callData } from '../rpc/call.ts';

/** finance check_balance (SPEC §7: data[0].balance, default 0); 'user' keys go at logout. */
export const balanceQuery = () =>
  queryOptions({
    queryKey: ['user', 'finance', 'check_balance'],
    queryFn: ({ signal }) => callData('finance', 'check_balance', {}, { signal }),
    // An operator's decision or a provider's callback moves money outside this tab: the
    // `player` topic says so at once; without the socket, the balance is read every 15 s.
    refetchInterval: unlessPlayerLive(15_000),
  });
