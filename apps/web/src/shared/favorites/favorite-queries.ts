import type { Game, LiveTable } from '@lale/contract/methods/casino';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { favoriteSlotListQuery, favoriteTableListQuery } from '../api/favorite-lists.ts';
import { keepFavorites, markListData } from './favorite-marks.ts';

/** The two kinds of favourite of SPEC §7 `user favorites`. */
export type FavoriteType = 'casino' | 'livecasino';

const gameId = (game: Game) => game.gameID;
const tableId = (table: LiveTable) => table.tableID;

/**
 * The player's favourite ids of one type. Seeded from the favourites list (limit 100, shared
 * with the favourites page and the startup load), then replaced by each toggle's reply, which
 * carries the whole list.
 */
export const favoriteIdsQuery = (client: QueryClient, type: FavoriteType) =>
  queryOptions({
    queryKey: ['user', 'favorite-ids', type],
    queryFn: async (): Promise<number[]> =>
      type === 'casino'
        ? (await client.fetchQuery(favoriteSlotListQuery())).map(gameId)
        : (await client.fetchQuery(favoriteTableListQuery())).map(tableId),
  });

/**
 * Lays a toggle's reply (the full id list) over every cached list showing that kind of game:
 * lobby pages and home rows get their hearts, the favourites page loses what was removed and
 * reloads when something new was added.
 */
export function applyFavoriteIds(client: QueryClient, type: FavoriteType, ids: number[]): void {
  const set = new Set(ids);
  client.setQueryData(favoriteIdsQuery(client, type).queryKey, ids);
  if (type === 'casino') {
    client.setQueriesData({ queryKey: ['casino', 'games_list'] }, (data: unknown) =>
      markListData(data, gameId, set),
    );
    syncFavoriteList(client, favoriteSlotListQuery().queryKey, gameId, set);
  } else {
    client.setQueriesData({ queryKey: ['livecasino', 'game_table_list'] }, (data: unknown) =>
      markListData(data, tableId, set),
    );
    syncFavoriteList(client, favoriteTableListQuery().queryKey, tableId, set);
  }
}

function syncFavoriteList<T>(
  client: QueryClient,
  queryKey: readonly unknown[],
  idOf: (item: T) => number,
  ids: ReadonlySet<number>,
): void {
  const current = client.getQueryData<T[]>(queryKey);
  if (current) client.setQueryData<T[]>(queryKey, keepFavorites(current, idOf, ids));
  const shown = new Set((current ?? []).map(idOf));
  if (!current || [...ids].some((id) => !shown.has(id)))
    void client.invalidateQueries({ queryKey, exact: true });
}
