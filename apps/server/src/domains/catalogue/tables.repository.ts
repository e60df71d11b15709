import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { CatalogueFilter } from './list-filter.ts';
import type { OpenHours } from './live-hours.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { favoriteTables } from '../../db/schema.ts';

export interface TableListRow extends OpenHours {
  id: number;
  name: string;
  providerId: number;
  providerName: string;
  categoryId: number;
  type: string;
  thumbnail: string;
  minBet: number;
  maxBet: number;
  isFavorite: boolean;
  /** The table or its provider is under maintenance: listed, but not launched. */
  maintenance: boolean;
}

export interface LaunchableTable extends OpenHours {
  id: number;
  engineId: string;
  engineModel: string;
  name: string;
  providerName: string;
  /** The table or its provider is under maintenance: no launch. */
  maintenance: boolean;
}

interface RawTable {
  id: number;
  name: string;
  provider_id: number;
  provider_name: string;
  category_id: number;
  type: string;
  thumbnail: string;
  min_bet: number | string;
  max_bet: number | string;
  maintenance: boolean;
  opens_minute: number;
  closes_minute: number;
  is_favorite: boolean;
}

/** FROM and WHERE of a live tables list; see games.repository.ts for the index each uses. */
function source(filter: CatalogueFilter, markJoin: SQL = sql``): SQL {
  const parts: SQL[] = [sql`from live_tables t join providers p on p.id = t.provider_id`];
  if (filter.categoryId !== undefined)
    parts.push(
      sql`join game_categories c on c.id = t.category_id and c.enabled and c.kind = 'live'`,
    );
  if (filter.favoritesOf !== undefined)
    parts.push(
      sql`join favorite_tables fav on fav.table_id = t.id and fav.user_id = ${filter.favoritesOf}`,
    );
  const where: SQL[] = [sql`t.enabled`, sql`p.enabled`];
  if (filter.categoryId !== undefined) where.push(sql`t.category_id = ${filter.categoryId}`);
  if (filter.providerId !== undefined) where.push(sql`t.provider_id = ${filter.providerId}`);
  if (filter.type !== undefined) where.push(sql`t.type = ${filter.type}`);
  if (filter.namePattern !== undefined) where.push(sql`t.search_name like ${filter.namePattern}`);
  parts.push(markJoin);
  return sql`${sql.join(parts, sql` `)} where ${sql.join(where, sql` and `)}`;
}

function favoriteMark(filter: CatalogueFilter): { column: SQL; join: SQL } {
  if (filter.favoritesOf !== undefined) return { column: sql`true`, join: sql`` };
  if (filter.viewer === null) return { column: sql`false`, join: sql`` };
  return {
    column: sql`f.user_id is not null`,
    join: sql`left join favorite_tables f on f.table_id = t.id and f.user_id = ${filter.viewer}`,
  };
}

export const tablesRepository = {
  async page(
    db: Db,
    filter: CatalogueFilter,
    lang: Lang,
    page: { limit: number; offset: number },
  ): Promise<{ rows: TableListRow[]; total: number }> {
    const favorite = favoriteMark(filter);
    const orderBy =
      filter.favoritesOf !== undefined ? sql`fav.created_at desc, t.id` : sql`t.sort_order, t.id`;
    const [rows, totals] = await Promise.all([
      db.execute(sql`
        select t.id, t.name ->> ${lang} as name, t.provider_id, p.name as provider_name,
               t.category_id, t.type, t.thumbnail, t.min_bet, t.max_bet, t.opens_minute,
               t.closes_minute, t.maintenance or p.maintenance as maintenance,
               ${favorite.column} as is_favorite
        ${source(filter, favorite.join)}
        order by ${orderBy}
        limit ${page.limit} offset ${page.offset}`),
      db.execute(sql`select count(*)::integer as total ${source(filter)}`),
    ]);
    return {
      rows: rowsOf<RawTable>(rows).map(toRow),
      total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0,
    };
  },

  /** Which of `tableIds` the player has among their favourites. */
  async favoritesAmong(db: Db, userId: number, tableIds: number[]): Promise<Set<number>> {
    const rows = await db
      .select({ id: favoriteTables.tableId })
      .from(favoriteTables)
      .where(and(eq(favoriteTables.userId, userId), inArray(favoriteTables.tableId, tableIds)));
    return new Set(rows.map((row) => row.id));
  },

  /** The table if it is enabled and its provider too; opening hours are the caller's rule. */
  async launchable(db: Db, tableId: number, lang: Lang): Promise<LaunchableTable | undefined> {
    const result = await db.execute(sql`
      select t.id, t.engine_id, t.engine_model, t.opens_minute, t.closes_minute,
        t.name ->> ${lang} as name, p.name as provider_name,
        t.maintenance or p.maintenance as maintenance
      from live_tables t join providers p on p.id = t.provider_id
      where t.id = ${tableId} and t.enabled and p.enabled`);
    const [row] = rowsOf<{
      id: number;
      engine_id: string;
      engine_model: string;
      opens_minute: number;
      closes_minute: number;
      name: string;
      provider_name: string;
      maintenance: boolean;
    }>(result);
    return (
      row && {
        id: row.id,
        engineId: row.engine_id,
        engineModel: row.engine_model,
        opensMinute: row.opens_minute,
        closesMinute: row.closes_minute,
        name: row.name,
        providerName: row.provider_name,
        maintenance: row.maintenance,
      }
    );
  },
};

function toRow(raw: RawTable): TableListRow {
  return {
    id: raw.id,
    name: raw.name,
    providerId: raw.provider_id,
    providerName: raw.provider_name,
    categoryId: raw.category_id,
    type: raw.type,
    thumbnail: raw.thumbnail,
    minBet: Number(raw.min_bet),
    maxBet: Number(raw.max_bet),
    opensMinute: raw.opens_minute,
    closesMinute: raw.closes_minute,
    isFavorite: raw.is_favorite,
    maintenance: raw.maintenance,
  };
}
