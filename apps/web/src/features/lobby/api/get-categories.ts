import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesPayload } from '../../../shared/api/list-payloads.ts';
import { callData } from '../../../shared/rpc/call.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** The lobby's category tabs (SPEC §7 category_list). */
export const categoriesQuery = (lobby: Lobby, lang: string) =>
  queryOptions({
    queryKey: [lobby === 'slot' ? 'casino' : 'livecasino', 'category_list', lang],
    queryFn: ({ signal }) =>
      lobby === 'slot'
        ? callData('casino', 'category_list', categoriesPayload(lobby), { signal })
        : callData('livecasino', 'category_list', categoriesPayload(lobby), { signal }),
    staleTime: 10 * 60_000,
  });

export function useCategories(lobby: Lobby) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(categoriesQuery(lobby, lang));
}
