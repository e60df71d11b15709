import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../shared/rpc/call.ts';

/** finance list_cash_methods: Type 1 deposit, 2 withdrawal; each method with its own form. */
export const cashMethodsQuery = (type: 1 | 2) =>
  queryOptions({
    queryKey: ['user', 'finance', 'list_cash_methods', type],
    queryFn: ({ signal }) => callData('finance', 'list_cash_methods', { Type: type }, { signal }),
  });

export function useCashMethods(type: 1 | 2) {
  return useQuery(cashMethodsQuery(type));
}

/** add/remove_favorite_cash_method: the flag toggles 1/0 with the server's success toast. */
export function useToggleFavoriteMethod(type: 1 | 2) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      call('finance', favorite ? 'add_favorite_cash_method' : 'remove_favorite_cash_method', {
        id,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashMethodsQuery(type).queryKey }),
  });
}
