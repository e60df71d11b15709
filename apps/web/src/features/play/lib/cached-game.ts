import type { Game, LiveTable } from '@lale/contract/methods/casino';
import type { QueryClient } from '@tanstack/react-query';
import type { LaunchKind } from './launch-target.ts';

export interface GameLabel {
  name: string;
  providerName: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The items of a cached list of either shape (one page, or a grid's pages). */
function itemsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(data.pages))
    return data.pages.flatMap((page: unknown) =>
      isRecord(page) && Array.isArray(page.items) ? page.items : [],
    );
  return [];
}

/**
 * The name and provider of a game or table from any list already in the cache (lobby, home,
 * favourites). The API has no single-game lookup, so a play page opened cold may not find one.
 */
export function findCachedGame(
  client: QueryClient,
  kind: LaunchKind,
  id: number,
): GameLabel | null {
  if (kind === 'virtual') return null;
  const roots =
    kind === 'casino'
      ? [
          ['casino', 'games_list'],
          ['user', 'favorites', 'casino'],
        ]
      : [
          ['livecasino', 'game_table_list'],
          ['user', 'favorites', 'livecasino'],
        ];
  for (const queryKey of roots)
    for (const [, data] of client.getQueriesData({ queryKey }))
      for (const item of itemsOf(data)) {
        const found = kind === 'casino' ? matchGame(item, id) : matchTable(item, id);
        if (found) return { name: found.name, providerName: found.providerName };
      }
  return null;
}

const matchGame = (item: unknown, id: number) =>
  isRecord(item) && item.gameID === id ? (item as unknown as Game) : null;
const matchTable = (item: unknown, id: number) =>
  isRecord(item) && item.tableID === id ? (item as unknown as LiveTable) : null;
