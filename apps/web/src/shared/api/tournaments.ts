import { DEFAULT_SITE_TYPE, PAGE_SIZE } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';
import { useAppStore } from '../store/app-store.ts';

/** cmscontroller getTournaments (SPEC §7: limit 50, offset 0). */
export const tournamentsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['cmscontroller', 'getTournaments', lang],
    queryFn: ({ signal }) =>
      callData(
        'cmscontroller',
        'getTournaments',
        { SiteType: DEFAULT_SITE_TYPE, limit: PAGE_SIZE.tournaments, offset: 0 },
        { signal },
      ),
  });

export function useTournaments() {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(tournamentsQuery(lang));
}
