import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';
import type { PlayTarget } from '../lib/launch-target.ts';

/**
 * init_game of the target's type. The launch token is single use, so the reply is never
 * refetched or kept once the page closes.
 */
export const initGameQuery = (target: PlayTarget) =>
  queryOptions({
    queryKey: ['user', 'init_game', target.kind, target.id, target.gamingType],
    queryFn: () => {
      if (target.kind === 'casino') return call('casino', 'init_game', { gameID: target.id });
      if (target.kind === 'live')
        return call('livecasino', 'init_game', { tableID: target.id, isMobile: true });
      return call('virtualgames', 'init_game', {
        providerID: target.id,
        ...(target.gamingType ? { type: target.gamingType } : {}),
      });
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
