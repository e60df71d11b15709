import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';
import { dataOf } from '../api/reply-data.ts';

export const bonusDefinitionsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'bonuses'],
    queryFn: () => dataOf(backoffice.call('bonuses.list')),
  });

export function useSaveDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (definition: BackofficeBody<'bonuses.create'>) =>
      dataOf(backoffice.send('bonuses.create', definition)),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'bonuses'] }),
  });
}

export function useSetDefinitionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<'bonuses.setStatus'>) =>
      dataOf(backoffice.send('bonuses.setStatus', input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'bonuses'] }),
  });
}
