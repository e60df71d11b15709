import type { QueueItem } from '@lale/contract/backoffice';
import type { BulkDecisionResult, FinanceStatus } from '@lale/contract/backoffice-operators';
import type { DatePreset } from '@lale/contract/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';

export interface FinanceFilters {
  status: FinanceStatus;
  kind: '' | 'deposit' | 'withdrawal';
  minLira: string;
  maxLira: string;
  player: string;
  preset: '' | DatePreset;
}

export const EMPTY_FILTERS: FinanceFilters = {
  status: 'new',
  kind: '',
  minLira: '',
  maxLira: '',
  player: '',
  preset: '',
};

/** The query string of the filters (lira typed, kuruş sent; empty fields left out). */
export function filtersQuery(filters: FinanceFilters): string {
  const params = new URLSearchParams({ status: filters.status, limit: '100' });
  if (filters.kind) params.set('kind', filters.kind);
  const kurus = (lira: string) => String(Math.round(Number(lira.replace(',', '.')) * 100));
  if (filters.minLira.trim()) params.set('minAmount', kurus(filters.minLira));
  if (filters.maxLira.trim()) params.set('maxAmount', kurus(filters.maxLira));
  if (filters.player.trim()) params.set('player', filters.player.trim());
  if (filters.preset) params.set('preset', filters.preset);
  return params.toString();
}

export const financeQueueQuery = (filters: FinanceFilters) =>
  queryOptions({
    queryKey: ['backoffice', 'requests', filters],
    queryFn: () =>
      backofficeRequest<{ items: QueueItem[]; total: number; secondApprovalAbove: number }>(
        'GET',
        `/requests?${filtersQuery(filters)}`,
      ),
    refetchInterval: filters.status === 'new' ? 15_000 : false,
  });

export function useFinanceQueue(filters: FinanceFilters) {
  return useQuery(financeQueueQuery(filters));
}

function useQueueMutation<I, R>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => backofficeRequest<R>('POST', path, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'requests'] }),
  });
}

export const useQueueDecide = () =>
  useQueueMutation<
    { requestId: number; decision: 'confirm' | 'reject' },
    { id: number; status: FinanceStatus }
  >('/decide');
export const useBulkDecide = () =>
  useQueueMutation<{ requestIds: number[]; decision: 'confirm' | 'reject' }, BulkDecisionResult>(
    '/decide/bulk',
  );
export const useSecondApproval = () =>
  useQueueMutation<{ requestId: number; approve: boolean }, { id: number; status: FinanceStatus }>(
    '/second-approval',
  );
