import type { FinanceStatus } from '@lale/contract/backoffice-operators';
import type { BackofficeBody, BackofficeInput } from '@lale/contract/backoffice/routes';
import type { DatePreset } from '@lale/contract/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';

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

/** The query of the filters (lira typed, kuruş sent; empty fields left out). */
export function filtersQuery(
  filters: FinanceFilters,
): BackofficeInput<'finance.requests'>['query'] {
  const kurus = (lira: string) => Math.round(Number(lira.replace(',', '.')) * 100);
  return {
    status: filters.status,
    limit: 100,
    kind: filters.kind || undefined,
    minAmount: filters.minLira.trim() ? kurus(filters.minLira) : undefined,
    maxAmount: filters.maxLira.trim() ? kurus(filters.maxLira) : undefined,
    player: filters.player.trim() || undefined,
    preset: filters.preset || undefined,
  };
}

export const financeQueueQuery = (filters: FinanceFilters) =>
  queryOptions({
    queryKey: ['backoffice', 'requests', filters],
    queryFn: () => backoffice.call('finance.requests', { query: filtersQuery(filters) }),
    refetchInterval: filters.status === 'new' ? 15_000 : false,
  });

export function useFinanceQueue(filters: FinanceFilters) {
  return useQuery(financeQueueQuery(filters));
}

/** The queue's decisions, by their names in the contract. */
type QueueDecision = 'finance.decide' | 'finance.decideBulk' | 'finance.secondApproval';

function useQueueMutation<N extends QueueDecision>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<N>) => backoffice.send(name, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'requests'] }),
  });
}

export const useQueueDecide = () => useQueueMutation('finance.decide');
export const useBulkDecide = () => useQueueMutation('finance.decideBulk');
export const useSecondApproval = () => useQueueMutation('finance.secondApproval');
