import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** envoy getDepositAmounts: a bank's preset amounts (kuruş). */
export const depositAmountsQuery = (bankcode: string) =>
  queryOptions({
    queryKey: ['user', 'envoy', 'getDepositAmounts', bankcode],
    queryFn: ({ signal }) => callData('envoy', 'getDepositAmounts', { bankcode }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useDepositAmounts(bankcode: string | null) {
  return useQuery({ ...depositAmountsQuery(bankcode ?? ''), enabled: Boolean(bankcode) });
}
