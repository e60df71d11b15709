import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_TYPE } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import { callData } from '../rpc/call.ts';
import { useAppStore } from '../store/app-store.ts';

/** cms getPromotions, in the current language; inactive ones (Status 0) are dropped (SPEC §4). */
export const promotionsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['cms', 'getPromotions', lang],
    queryFn: async ({ signal }) => {
      const items = await callData(
        'cms',
        'getPromotions',
        { SiteType: DEFAULT_SITE_TYPE },
        { signal },
      );
      return items.filter((item) => item.Status === 1);
    },
  });

export function usePromotions() {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(promotionsQuery(lang));
}
