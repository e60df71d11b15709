import {
  readStructuredInformation,
  type BottomBarInfo,
  type SocialMediaLinks,
} from '@lale/contract/cms-links';
import type { InformationType } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';
import { useAppStore } from '../store/app-store.ts';

/** cms getInformation for one InfType; the first record is the page (or the JSON record). */
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

/** `SocialMediaLinks`: the networks the operator has set; none while loading or unreadable. */
export function useSocialLinks(): SocialMediaLinks {
  const { data } = useInformation('SocialMediaLinks');
  return readStructuredInformation('SocialMediaLinks', data?.Text);
}

/** `bottomBarInfo`: the quick-access links (support apps, live stream, bonus claim, notice). */
export function useQuickLinks(): { links: BottomBarInfo; isPending: boolean } {
  const { data, isPending } = useInformation('bottomBarInfo');
  return { links: readStructuredInformation('bottomBarInfo', data?.Text), isPending };
}
