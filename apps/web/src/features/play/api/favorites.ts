import { PAGE_SIZE } from '@lale/contract/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../shared/rpc/call.ts';

export type FavoriteType = 'casino' | 'livecasino';

/** The ids of the player's favourites of one type. */
export const favoriteIdsQuery = (type: FavoriteType) =>
  queryOptions({
    queryKey: ['user', 'favorite-ids', type],
    queryFn: async ({ signal }) => {
      const payload = { favorites: true, limit: PAGE_SIZE.favorites, offset: 0 };
      if (type === 'casino')
        return (await callData('casino', 'games_list', payload, { signal })).map((g) => g.gameID);
      return (await callData('livecasino', 'game_table_list', payload, { signal })).map(
        (g) => g.tableID,
      );
    },
  });

export function useFavoriteIds(type: FavoriteType, enabled: boolean) {
  return useQuery({ ...favoriteIdsQuery(type), enabled });
}

/** user favorites insert/delete; the reply is the new id list. */
export function useToggleFavorite(type: FavoriteType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, add }: { id: number; add: boolean }) =>
      call('user', 'favorites', { mode: add ? 'insert' : 'delete', type, id }),
    onSuccess: (reply) => {
      if (reply.result) client.setQueryData(favoriteIdsQuery(type).queryKey, reply.data);
      void client.invalidateQueries({ queryKey: ['user', 'favorites'] });
    },
  });
}
