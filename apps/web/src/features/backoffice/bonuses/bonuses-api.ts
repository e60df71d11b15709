import type { BonusDefinitionPayload, BonusDefinitionView } from '@lale/contract/bonus';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';
import { dataOf } from '../api/reply-data.ts';

export const bonusDefinitionsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'bonuses'],
    queryFn: () => dataOf(backofficeRequest<BonusDefinitionView[]>('GET', '/bonuses')),
  });

export function useSaveDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (definition: BonusDefinitionPayload) =>
      dataOf(backofficeRequest<{ id: number }>('POST', '/bonuses/create', definition)),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'bonuses'] }),
  });
}

export function useSetDefinitionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: 'active' | 'paused' | 'ended' }) =>
      dataOf(backofficeRequest<unknown>('POST', '/bonuses/status', input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'bonuses'] }),
  });
}
