import { DEFAULT_SITE_TYPE } from '@lale/contract/constants';
import type { PayloadInput } from '@lale/contract/registry';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../shared/rpc/call.ts';

/**
 * finance list_bank_accounts. The key is the one the profile's bank tab reads, so a change
 * made here shows there too (features may not import each other).
 */
export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: ['user', 'finance', 'list_bank_accounts'],
    queryFn: ({ signal }) =>
      callData(
        'finance',
        'list_bank_accounts',
        { SiteType: DEFAULT_SITE_TYPE, showPrepaid: 1 },
        { signal },
      ),
  });

export const banksQuery = () =>
  queryOptions({
    queryKey: ['user', 'finance', 'list_banks', 1],
    queryFn: ({ signal }) => callData('finance', 'list_banks', { typeID: 1 }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useBankAccounts() {
  return useQuery(bankAccountsQuery());
}

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
