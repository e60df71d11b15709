import type { BackofficeInput } from '@lale/contract/backoffice/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backoffice } from './backoffice-client.ts';

export const operatorQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'me'],
    queryFn: () => backoffice.call('session.me'),
    retry: false,
  });

export function useOperator() {
  return useQuery(operatorQuery());
}

export function useOperatorLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeInput<'session.login'>['body']) =>
      backoffice.call('session.login', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

export function useOperatorLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => backoffice.call('session.logout'),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
