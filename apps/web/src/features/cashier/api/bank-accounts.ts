import type { PayloadInput } from '@lale/contract/registry';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bankAccountsQuery } from '../../../shared/api/bank-accounts.ts';
import { call, callData } from '../../../shared/rpc/call.ts';

export { useBankAccounts } from '../../../shared/api/bank-accounts.ts';

/** finance list_banks (typeID 1): the bank list of the account form; it rarely changes. */
export const banksQuery = () =>
  queryOptions({
    queryKey: ['user', 'finance', 'list_banks', 1],
    queryFn: ({ signal }) => callData('finance', 'list_banks', { typeID: 1 }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useBanks() {
  return useQuery(banksQuery());
}

/** save_bank_account (add, or update with bankAccountID), then the list reloads. */
export function useSaveBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadInput<'finance', 'save_bank_account'>) =>
      call('finance', 'save_bank_account', payload),
    onSuccess: () => client.invalidateQueries({ queryKey: bankAccountsQuery().queryKey }),
  });
}

export function useDeleteBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bankAccountID: number) =>
      call('finance', 'delete_bank_account', { bankAccountID }),
    onSuccess: () => client.invalidateQueries({ queryKey: bankAccountsQuery().queryKey }),
  });
}
