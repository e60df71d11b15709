import type {
  SportsbookEventTab,
  SportsbookMarginView,
  SportsbookOperatorEvent,
  SportsbookOperatorMarkets,
} from '@lale/contract/backoffice';
import type { RpcReply } from '@lale/contract/envelope';
import type { EventResult } from '@lale/games/sports';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RpcError } from '../../../shared/rpc/rpc-error.ts';
import { eventsPath } from '../sportsbook/operator-forms.ts';
import { backofficeRequest } from './backoffice-api.ts';

/**
 * The back office's sportsbook, all from the back office API
 * (apps/server/src/domains/backoffice/http/sportsbook-operator.routes.ts): events by state
 * with who suspended them, their maximum stake and open risk; an event's markets with their
 * stored odds; the margins; and every control.
 */

export type EventTab = SportsbookEventTab;

/** The data of a reply; a refusal fails the query. */
async function dataOf<T>(reply: Promise<RpcReply<T>>): Promise<T> {
  const done = await reply;
  if (!done.result) throw new RpcError('reply', 'process_failed', done);
  return done.data;
}

export const operatorEventsQuery = (tab: EventTab, search: string, page: number) =>
  queryOptions({
    queryKey: ['backoffice', 'sportsbook', 'events', tab, search.trim(), page],
    queryFn: () =>
      dataOf(
        backofficeRequest<{ items: SportsbookOperatorEvent[]; total: number }>(
          'GET',
          eventsPath(tab, search, page),
        ),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: tab === 'live' ? 10_000 : 60_000,
  });

export const operatorMarketsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'sportsbook', 'markets', eventId],
    queryFn: () =>
      dataOf(
        backofficeRequest<SportsbookOperatorMarkets>(
          'GET',
          `/sportsbook/events/${encodeURIComponent(eventId)}/markets`,
        ),
      ),
    staleTime: 5_000,
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
