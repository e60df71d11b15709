import { PAGE_SIZE } from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** casino category_list (limit 100) or livecasino category_list (limit 150), SPEC §7. */
export const categoriesQuery = (lobby: Lobby, lang: string) =>
  queryOptions({
    queryKey: [lobby === 'slot' ? 'casino' : 'livecasino', 'category_list', lang],
    queryFn: ({ signal }) =>
      lobby === 'slot'
        ? callData(
            'casino',
            'category_list',
            { limit: PAGE_SIZE.casinoCategories, offset: 0 },
            { signal },
          )
        : callData('livecasino', 'category_list', { limit: PAGE_SIZE.live, offset: 0 }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useCategories(lobby: Lobby) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(categoriesQuery(lobby, lang));
}
