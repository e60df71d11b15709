import { PAGE_SIZE } from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** SPEC §7 favourites load: games_list / game_table_list with favorites true, limit 100, offset 0. */
export const favoriteSlotsQuery = () =>
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

export const favoriteTablesQuery = () =>
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

export const useFavoriteSlots = () => useQuery(favoriteSlotsQuery());
export const useFavoriteTables = () => useQuery(favoriteTablesQuery());
