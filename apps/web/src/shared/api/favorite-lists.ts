import { PAGE_SIZE } from '@lale/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';

/**
 * SPEC §4/§7 favourites load at startup: games_list / game_table_list with favorites true,
 * limit 100, offset 0. Same keys as the favourites page, which then opens from the cache.
 */
export const favoriteSlotListQuery = () =>
  queryOptions({
    queryKey: ['user', 'favorites', 'casino'],
    queryFn: ({ signal }) =>
      callData(
        'casino',
        'games_list',
        { favorites: true, limit: PAGE_SIZE.favorites, offset: 0 },
        { signal },
      ),
  });

export const favoriteTableListQuery = () =>
  queryOptions({
    queryKey: ['user', 'favorites', 'livecasino'],
    queryFn: ({ signal }) =>
      callData(
        'livecasino',
        'game_table_list',
        { favorites: true, limit: PAGE_SIZE.favorites, offset: 0 },
        { signal },
      ),
  });
