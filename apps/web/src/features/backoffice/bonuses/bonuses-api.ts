import type { BonusDefinitionPayload, BonusDefinitionView } from '@lale/contract/bonus';
import type { MessageKey } from '@lale/contract/messages';
import { messages } from '@lale/contract/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';

/** The reply's data, or an Error whose message is the server's localised one. */
async function dataOf<T>(reply: Promise<Awaited<ReturnType<typeof backofficeRequest<T>>>>) {
  const answer = await reply;
  if (!answer.result)
    throw new Error(answer.message || messages[(answer.debug ?? 'generic_error') as MessageKey].en);
  return answer.data;
}

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
