import { DEFAULT_SITE_TYPE } from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';

/** finance list_bank_accounts (SiteType desktop, showPrepaid 1): the cashier and the profile read the same list. */
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

export function useBankAccounts() {
  return useQuery(bankAccountsQuery());
}
