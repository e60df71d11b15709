import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/**
 * finance get_deposit (issue 38): what happened to the deposit the provider returned the player
 * from. While it is pending the provider's word may still come: asked again every 5 s.
 */
const depositOutcomeQuery = (reference: string | null, lang: Lang) =>
  queryOptions({
    queryKey: ['user', 'finance', 'get_deposit', reference, lang],
    queryFn: ({ signal }) =>
      callData('finance', 'get_deposit', reference ? { reference } : {}, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
  });

export function useDepositOutcome(reference: string | null, enabled: boolean) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery({ ...depositOutcomeQuery(reference, lang), enabled });
}
