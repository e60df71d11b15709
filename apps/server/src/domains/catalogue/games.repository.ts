import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { CatalogueFilter } from './list-filter.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { favoriteGames } from '../../db/schema.ts';

export interface GameListRow {
  id: number;
  name: string;
  providerId: number;
  providerName: string;
  type: string;
  thumbnail: string;
  rtpBp: number;
  volatility: 'low' | 'medium' | 'high';
  minBet: number;
  maxBet: number;
  isNew: boolean;
  isHot: boolean;
  hasJackpot: boolean;
  hasBuyFeature: boolean;
  isFavorite: boolean;
  /** The game or its provider is under maintenance: listed, but not launched. */
  maintenance: boolean;
}

export interface LaunchableGame {
  id: number;
  engineId: string;
  engineModel: string;
  name: string;
  providerName: string;
  maintenance: boolean;
}

interface RawGame {
  id: number;
  name: string;
  provider_id: number;
  provider_name: string;
  type: string;
  thumbnail: string;
  rtp_bp: number;
  volatility: GameListRow['volatility'];
  min_bet: number | string;
  max_bet: number | string;
  is_new: boolean;
  is_hot: boolean;
  has_jackpot: boolean;
  has_buy_feature: boolean;
  is_favorite: boolean;
  maintenance: boolean;
}

/**
 * FROM and WHERE of a games list. Each filter is a join or condition that an index serves:
 * a category page walks game_category_games in operator order, a provider page
 * games_by_provider, a search the trigram index.
 */
function source(filter: CatalogueFilter, markJoin: SQL = sql``): SQL {
  const parts: SQL[] = [sql`from games g join providers p on p.id = g.provider_id`];
  if (filter.categoryId !== undefined)
    parts.push(
      sql`join game_category_games m on m.game_id = g.id and m.category_id = ${filter.categoryId}
          join game_categories c on c.id = m.category_id and c.enabled and c.kind = 'casino'`,
    );
  if (filter.favoritesOf !== undefined)
    parts.push(
      sql`join favorite_games fav on fav.game_id = g.id and fav.user_id = ${filter.favoritesOf}`,
    );
  const where: SQL[] = [sql`g.enabled`, sql`p.enabled`];
  if (filter.providerId !== undefined) where.push(sql`g.provider_id = ${filter.providerId}`);
  if (filter.type !== undefined) where.push(sql`g.type = ${filter.type}`);
  if (filter.namePattern !== undefined) where.push(sql`g.search_name like ${filter.namePattern}`);
  parts.push(markJoin);
  return sql`${sql.join(parts, sql` `)} where ${sql.join(where, sql` and `)}`;
}

function order(filter: CatalogueFilter): SQL {
  if (filter.categoryId !== undefined) return sql`m.position, g.id`;
  if (filter.favoritesOf !== undefined) return sql`fav.created_at desc, g.id`;
  return sql`g.sort_order, g.id`;
}

function favoriteMark(filter: CatalogueFilter): { column: SQL; join: SQL } {
  if (filter.favoritesOf !== undefined) return { column: sql`true`, join: sql`` };
  if (filter.viewer === null) return { column: sql`false`, join: sql`` };
  return {
    column: sql`f.user_id is not null`,
    join: sql`left join favorite_games f on f.game_id = g.id and f.user_id = ${filter.viewer}`,
  };
}

export const gamesRepository = {
  /** One page and the total: two statements, whatever the page size. */
  async page(
    db: Db,
    filter: CatalogueFilter,
    lang: Lang,
    page: { limit: number; offset: number },
  ): Promise<{ rows: GameListRow[]; total: number }> {
    const favorite = favoriteMark(filter);
    const [rows, totals] = await Promise.all([
      db.execute(sql`
        select g.id, g.name ->> ${lang} as name, g.provider_id, p.name as provider_name, g.type,
               g.thumbnail, g.rtp_bp, g.volatility, g.min_bet, g.max_bet, g.is_new, g.is_hot,
               g.has_jackpot, g.has_buy_feature, ${favorite.column} as is_favorite,
               g.maintenance or p.maintenance as maintenance
        ${source(filter, favorite.join)}
        order by ${order(filter)}
        limit ${page.limit} offset ${page.offset}`),
      db.execute(sql`select count(*)::integer as total ${source(filter)}`),
    ]);
    return {
      rows: rowsOf<RawGame>(rows).map(toRow),
      total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0,
    };
  },

  /** Which of `gameIds` the player has among their favourites: one primary-key range read. */
  async favoritesAmong(db: Db, userId: number, gameIds: number[]): Promise<Set<number>> {
    const rows = await db
      .select({ id: favoriteGames.gameId })
      .from(favoriteGames)
      .where(and(eq(favoriteGames.userId, userId), inArray(favoriteGames.gameId, gameIds)));
    return new Set(rows.map((row) => row.id));
  },

  /** The game if it is listed: enabled, from an enabled provider (maintenance is told apart). */
  async launchable(db: Db, gameId: number, lang: Lang): Promise<LaunchableGame | undefined> {
    const result = await db.execute(sql`
      select g.id, g.engine_id, g.engine_model, g.name ->> ${lang} as name, p.name as provider_name,
        g.maintenance or p.maintenance as maintenance
      from games g join providers p on p.id = g.provider_id
      where g.id = ${gameId} and g.enabled and p.enabled`);
    const [row] = rowsOf<{
      id: number;
      engine_id: string;
      engine_model: string;
      name: string;
      provider_name: string;
      maintenance: boolean;
    }>(result);
    return (
      row && {
        id: row.id,
        engineId: row.engine_id,
        engineModel: row.engine_model,
        name: row.name,
        providerName: row.provider_name,
        maintenance: row.maintenance,
      }
    );
  },
};

function toRow(raw: RawGame): GameListRow {
  return {
    id: raw.id,
    name: raw.name,
    providerId: raw.provider_id,
    providerName: raw.provider_name,
    type: raw.type,
    thumbnail: raw.thumbnail,
    rtpBp: raw.rtp_bp,
    volatility: raw.volatility,
    minBet: Number(raw.min_bet),
    maxBet: Number(raw.max_bet),
    isNew: raw.is_new,
    isHot: raw.is_hot,
    hasJackpot: raw.has_jackpot,
    hasBuyFeature: raw.has_buy_feature,
    isFavorite: raw.is_favorite,
    maintenance: raw.maintenance,
  };
}
