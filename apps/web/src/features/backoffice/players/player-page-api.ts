import type {
  BalanceAdjustmentView,
  PlayerPage,
  PlayerTransactionsPage,
} from '@lale/contract/backoffice-players';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';

export const playerPageQuery = (uid: number) =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'page', uid],
    queryFn: () => backofficeRequest<PlayerPage>('GET', `/players/${uid}`),
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
    queryFn: () => {
      const params = new URLSearchParams({
        category: String(filter.category),
        offset: String(filter.offset),
        limit: '20',
      });
      if (filter.startDate) params.set('startDate', filter.startDate);
      if (filter.endDate) params.set('endDate', filter.endDate);
      return backofficeRequest<PlayerTransactionsPage>(
        'GET',
        `/players/${uid}/transactions?${params}`,
      );
    },
    enabled: uid > 0,
  });

export const pendingAdjustmentsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'adjustments', 'pending'],
    queryFn: () =>
      backofficeRequest<{ items: BalanceAdjustmentView[] }>(
        'GET',
        '/players/adjustments?status=pending',
      ),
  });

/** A player-page action: posts, then reads the page (and the four-eyes queue) again. */
function usePlayerAction<I>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => backofficeRequest<unknown>('POST', path, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice', 'players'] }),
  });
}

export const useSetStatus = () =>
  usePlayerAction<{ uid: number; blocked: boolean; reason: string }>('/players/status');
export const useAddNote = () => usePlayerAction<{ uid: number; body: string }>('/players/notes');
export const useProposeAdjustment = () =>
  usePlayerAction<{ uid: number; account: 'cash' | 'bonus'; amount: number; reason: string }>(
    '/players/adjustments',
  );
export const useDecideAdjustment = () =>
  usePlayerAction<{ id: number; decision: 'approve' | 'reject' }>('/players/adjustments/decide');
