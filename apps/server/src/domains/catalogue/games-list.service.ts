import type { Lang } from '@lale/contract/languages';
import type { Game } from '@lale/contract/methods/casino';
import type { CatalogueFilter } from './list-filter.ts';
import { LOBBY_CACHE_TTL_MS, TtlCache } from '../../platform/ttl-cache.ts';
import type { Db } from '../../db/client.ts';
import { PreparedData } from '../../rpc/prepared-data.ts';
import type { SiteChanges } from '../../platform/live/site-changes.ts';
import { presentGame } from './casino.presenter.ts';
import { gamesRepository as repo } from './games.repository.ts';

/** Lobby pages ask for 48, quick access for 50; bigger pages are rare and read fresh. */
const CACHED_PAGE_LIMIT = 100;

interface GamesPage {
  games: Game[];
  total: number;
  /** `games` serialised, when the page is the shared one (nothing personal in it). */
  prepared?: PreparedData;
}

/**
 * Pages of games. The page everyone sees comes from a short-lived cache; a signed-in
 * player's favourites are laid over it with one indexed query. A favourites list is
 * personal and always read fresh.
 */
export class GamesListService {
  // A 100-game page is about 70 KB in memory: 500 of them bound the cache near 35 MB.
  private readonly shared = new TtlCache<GamesPage>(LOBBY_CACHE_TTL_MS, 500);

  constructor(private readonly changes: SiteChanges) {}

  async list(
    db: Db,
    filter: CatalogueFilter,
    lang: Lang,
    page: { limit: number; offset: number },
  ): Promise<GamesPage> {
    if (filter.favoritesOf !== undefined || page.limit > CACHED_PAGE_LIMIT) {
      const { rows, total } = await repo.page(db, filter, lang, page);
      return { games: rows.map((row) => presentGame(row, lang)), total };
    }
    const key = JSON.stringify([
      this.changes.generation('catalogue'),
      filter.categoryId,
      filter.providerId,
      filter.type,
      filter.namePattern,
      lang,
      page.limit,
      page.offset,
    ]);
    const everyone = await this.shared.get(key, async () => {
      const { rows, total } = await repo.page(db, { ...filter, viewer: null }, lang, page);
      const games = rows.map((row) => presentGame(row, lang));
      return { games, total, prepared: new PreparedData(JSON.stringify(games)) };
    });
    if (filter.viewer === null || everyone.games.length === 0) return everyone;
    const favorites = await repo.favoritesAmong(
      db,
      filter.viewer,
      everyone.games.map((game) => game.gameID),
    );
    if (favorites.size === 0) return everyone;
    return {
      games: everyone.games.map((game) =>
        favorites.has(game.gameID) ? { ...game, isFavorite: true } : game,
      ),
      total: everyone.total,
    };
  }
}
