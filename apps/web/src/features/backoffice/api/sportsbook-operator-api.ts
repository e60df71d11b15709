import type { SportsbookMarginView } from '@lale/contract/backoffice';
import type { RpcReply } from '@lale/contract/envelope';
import type { SportEventDetail, SportEventSummary } from '@lale/contract/methods/sportsbook';
import type { EventResult } from '@lale/games/sports';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call, callData } from '../../../shared/rpc/call.ts';
import { backofficeRequest } from './backoffice-api.ts';

/**
 * The back office's sportsbook: events and markets read from the sportsbook's public RPC
 * (list_events, list_results, get_event), margins and every control from the back office API
 * (apps/server/src/domains/backoffice/http/sportsbook-operator.routes.ts).
 */

export type EventTab = 'upcoming' | 'live' | 'finished';

const PAGE = 200;

export const operatorEventsQuery = (tab: EventTab) =>
  infiniteQueryOptions({
    queryKey: ['backoffice', 'sportsbook', 'events', tab],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      toListPage<SportEventSummary>(
        tab === 'finished'
          ? await call('sportsbook', 'list_results', { limit: PAGE, offset: pageParam }, { signal })
          : await call(
              'sportsbook',
              'list_events',
              { when: tab, limit: PAGE, offset: pageParam },
              { signal },
            ),
        pageParam,
      ),
    getNextPageParam: nextOffset,
    refetchInterval: tab === 'live' ? 10_000 : 60_000,
  });

export const operatorEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'sportsbook', 'event', eventId],
    queryFn: ({ signal }): Promise<SportEventDetail> =>
      callData('sportsbook', 'get_event', { eventId }, { signal }),
    staleTime: 15_000,
  });

export const marginsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'sportsbook', 'margins'],
    queryFn: () =>
      backofficeRequest<{ items: SportsbookMarginView[] }>('GET', '/sportsbook/margins'),
  });

/** The routes' payloads (their zod schemas are in the server's routes file). */
export interface OperatorActions {
  '/events/suspend': { eventId: string; suspended: boolean; reason: string };
  '/markets/suspend': { eventId: string; marketKey: string; suspended: boolean; reason: string };
  '/margins': { marketType: string; basisPoints: number; reason: string };
  '/events/max-stake': { eventId: string; maxStake: number | null; reason: string };
  '/events/settle': { eventId: string; result: EventResult; reason: string };
  '/events/void': { eventId: string; reason: string };
}

export type OperatorAction = keyof OperatorActions;

/**
 * One control: POST /sportsbook<path>, resolving with the envelope (the caller shows its
 * message); events, their details and margins are read again whatever the outcome.
 */
export function useSportsbookAction<P extends OperatorAction>(path: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperatorActions[P]) =>
      backofficeRequest<unknown>('POST', `/sportsbook${path}`, input) as Promise<RpcReply<unknown>>,
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'sportsbook'] }),
  });
}
