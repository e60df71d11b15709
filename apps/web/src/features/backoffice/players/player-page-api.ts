import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';

export const playerPageQuery = (uid: number) =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'page', uid],
    queryFn: () => backoffice.call('players.page', { params: { uid } }),
    enabled: uid > 0,
  });

export interface TransactionFilter {
  category: number;
  startDate: string;
  endDate: string;
  offset: number;
}

export const playerTransactionsQuery = (uid: number, filter: TransactionFilter) =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'transactions', uid, filter],
    queryFn: () =>
      backoffice.call('players.transactions', {
        params: { uid },
        query: {
          category: filter.category,
          offset: filter.offset,
          limit: 20,
          startDate: filter.startDate || undefined,
          endDate: filter.endDate || undefined,
        },
      }),
    enabled: uid > 0,
  });

export const pendingAdjustmentsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'adjustments', 'pending'],
    queryFn: () => backoffice.call('players.adjustments', { query: { status: 'pending' } }),
  });

/** The player page's actions, by their names in the contract. */
type PlayerAction =
  | 'players.setStatus'
  | 'players.addNote'
  | 'players.proposeAdjustment'
  | 'players.decideAdjustment'
  | 'players.decideDocument';

/** A player-page action: posts, then reads the page (and the four-eyes queue) again. */
export function usePlayerAction<N extends PlayerAction>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<N>) => backoffice.send(name, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice', 'players'] }),
  });
}

export const useSetStatus = () => usePlayerAction('players.setStatus');
export const useAddNote = () => usePlayerAction('players.addNote');
export const useProposeAdjustment = () => usePlayerAction('players.proposeAdjustment');
export const useDecideAdjustment = () => usePlayerAction('players.decideAdjustment');
