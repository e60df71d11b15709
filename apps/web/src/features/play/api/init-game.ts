import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';
import { initRequestOf } from '../lib/init-request.ts';
import type { PlayTarget } from '../lib/launch-target.ts';

/**
 * init_game of the target's type. The launch token is single use, so the reply is never
 * refetched or kept once the page closes.
 */
export const initGameQuery = (target: PlayTarget, tournamentId: number | null = null) =>
  queryOptions({
    queryKey: ['user', 'init_game', target.kind, target.id, target.gamingType, tournamentId],
    queryFn: () => {
      const request = initRequestOf(target, tournamentId);
      if (request.className === 'casino') return call('casino', 'init_game', request.payload);
      if (request.className === 'livecasino')
        return call('livecasino', 'init_game', request.payload);
      return call('virtualgames', 'init_game', request.payload);
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
