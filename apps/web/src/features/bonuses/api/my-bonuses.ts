import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** bonus list_bonuses: the wagering bonus with its progress, the closed ones, the opt-ins. */
export const myBonusesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['user', 'bonus', 'list_bonuses', lang],
    queryFn: ({ signal }) => callData('bonus', 'list_bonuses', {}, { signal }),
  });

export function useMyBonuses(enabled = true) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery({ ...myBonusesQuery(lang), enabled });
}
