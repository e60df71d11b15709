import type { InformationType } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** cms getInformation for one InfType; the first record is the page. */
export const informationQuery = (infType: InformationType, lang: Lang) =>
  queryOptions({
    queryKey: ['cms', 'getInformation', infType, lang],
    queryFn: async ({ signal }) => {
      const records = await callData('cms', 'getInformation', { InfType: infType }, { signal });
      return records[0] ?? null;
    },
  });

export function useInformation(infType: InformationType) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(informationQuery(infType, lang));
}
