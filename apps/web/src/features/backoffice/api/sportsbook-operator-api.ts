import type { SportsbookEventTab } from '@lale/contract/backoffice';
import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import type { RpcReply } from '@lale/contract/envelope';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RpcError } from '../../../shared/rpc/rpc-error.ts';
import { eventsQuery } from '../sportsbook/operator-forms.ts';
import { backoffice } from './backoffice-client.ts';

/**
 * The back office's sportsbook, all from the back office API (the contract's
 * backoffice/sportsbook.ts): events by state with who suspended them, their maximum stake and
 * open risk; an event's markets with their stored odds; the margins; and every control.
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
      dataOf(backoffice.call('sportsbook.events', { query: eventsQuery(tab, search, page) })),
    placeholderData: keepPreviousData,
    refetchInterval: tab === 'live' ? 10_000 : 60_000,
  });

export const operatorMarketsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'sportsbook', 'markets', eventId],
    queryFn: () => dataOf(backoffice.call('sportsbook.markets', { params: { eventId } })),
    staleTime: 5_000,
  });

export const marginsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'sportsbook', 'margins'],
    queryFn: () => backoffice.call('sportsbook.margins'),
  });

/** The sportsbook's controls, by their names in the contract. */
export type OperatorAction =
  | 'sportsbook.suspendEvent'
  | 'sportsbook.suspendMarket'
  | 'sportsbook.setMargin'
  | 'sportsbook.setMaxStake'
  | 'sportsbook.settle'
  | 'sportsbook.void';

/**
 * One control, resolving with the envelope (the caller shows its message); events, their
 * details and margins are read again whatever the outcome.
 */
export function useSportsbookAction<N extends OperatorAction>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<N>) => backoffice.send(name, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'sportsbook'] }),
  });
}
