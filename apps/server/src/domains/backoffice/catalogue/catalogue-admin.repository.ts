import type {
  CatalogueCategoryView,
  CatalogueGameView,
  CatalogueProviderView,
  CatalogueTableView,
} from '@lale/contract/backoffice-catalogue';
import type { Lang } from '@lale/contract/languages';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { spendLaunchTokens, type PlayTarget } from '../../catalogue/api.ts';

type Switches = { enabled?: boolean; maintenance?: boolean };

/** `set` of the switches given; null when none was. */
function assignments(values: Record<string, unknown>): SQL | null {
  const parts = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  return parts.length > 0 ? sql.join(parts, sql`, `) : null;
}

async function update(db: Db, table: string, id: number, values: Record<string, unknown>) {
  const set = assignments(values);
  const rows = set
    ? await db.execute(
        sql`update ${sql.identifier(table)} set ${set} where id = ${id} returning id`,
      )
    : await db.execute(sql`select id from ${sql.identifier(table)} where id = ${id}`);
  return rowsOf(rows).length > 0;
}

/** The catalogue as operators edit it: everything, enabled or not. */
export const catalogueAdminRepository = {
  async providers(db: Db): Promise<CatalogueProviderView[]> {
    return rowsOf<CatalogueProviderView>(
      await db.execute(sql`
        select p.id, p.name, p.slug, p.enabled, p.maintenance,
          (select count(*)::int from games g where g.provider_id = p.id) as games,
          (select count(*)::int from live_tables t where t.provider_id = p.id) as tables
        from providers p order by p.sort_order, p.id`),
    );
  },

  async categories(db: Db): Promise<CatalogueCategoryView[]> {
    return rowsOf<CatalogueCategoryView>(
      await db.execute(sql`
        select c.id, c.kind, c.slug, c.name, c.enabled,
          case when c.kind = 'casino'
            then (select count(*)::int from game_category_games m where m.category_id = c.id)
            else (select count(*)::int from live_tables t where t.category_id = c.id) end as members
        from game_categories c order by c.kind, c.sort_order, c.id`),
    );
  },

  async games(
    db: Db,
    filter: { categoryId?: number; providerId?: number; namePattern?: string },
    lang: Lang,
    page: { limit: number; offset: number },
  ): Promise<{ items: CatalogueGameView[]; total: number }> {
    const where: SQL[] = [sql`true`];
    if (filter.providerId !== undefined) where.push(sql`g.provider_id = ${filter.providerId}`);
    if (filter.namePattern !== undefined) where.push(sql`g.search_name like ${filter.namePattern}`);
    const inCategory =
      filter.categoryId !== undefined
        ? sql`join game_category_games m on m.game_id = g.id and m.category_id = ${filter.categoryId}`
        : sql``;
    const from = sql`from games g join providers p on p.id = g.provider_id ${inCategory}
      where ${sql.join(where, sql` and `)}`;
    const position =
      filter.categoryId !== undefined
        ? sql`(select count(*)::int from game_category_games o
               where o.category_id = m.category_id
                 and (o.position, o.game_id) <= (m.position, m.game_id))`
        : sql`null::int`;
    const order = filter.categoryId !== undefined ? sql`m.position, g.id` : sql`g.sort_order, g.id`;
    const [rows, totals] = await Promise.all([
      db.execute(sql`
        select g.id, g.name ->> ${lang} as name, g.provider_id as "providerId",
          p.name as "providerName", g.enabled, g.maintenance, g.thumbnail, g.rtp_bp as "rtpBp",
          coalesce((select array_agg(c.category_id order by c.category_id)
                    from game_category_games c where c.game_id = g.id), '{}') as "categoryIds",
          ${position} as position
        ${from} order by ${order} limit ${page.limit} offset ${page.offset}`),
      db.execute(sql`select count(*)::int as total ${from}`),
    ]);
    return {
      items: rowsOf<CatalogueGameView>(rows).map((row) => ({
        ...row,
        categoryIds: row.categoryIds.map(Number),
      })),
      total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0,
    };
  },

  async tables(db: Db, lang: Lang): Promise<CatalogueTableView[]> {
    return rowsOf<CatalogueTableView>(
      await db.execute(sql`
        select t.id, t.name ->> ${lang} as name, p.name as "providerName",
          t.category_id as "categoryId", t.enabled, t.maintenance, t.thumbnail
        from live_tables t join providers p on p.id = t.provider_id
        order by t.category_id, t.sort_order, t.id`),
    );
  },

  setProvider: (db: Db, id: number, values: Switches) => update(db, 'providers', id, values),
  setCategory: (db: Db, id: number, enabled: boolean) =>
    update(db, 'game_categories', id, { enabled }),
  setTable: (db: Db, id: number, values: Switches) => update(db, 'live_tables', id, values),
  setGame: (db: Db, id: number, values: Switches & { thumbnail?: string; rtpBp?: number }) =>
    update(db, 'games', id, {
      enabled: values.enabled,
      maintenance: values.maintenance,
      thumbnail: values.thumbnail,
      rtp_bp: values.rtpBp,
    }),

  async casinoCategory(db: Db, id: number): Promise<boolean> {
    const rows = await db.execute(
      sql`select 1 from game_categories where id = ${id} and kind = 'casino'`,
    );
    return rowsOf(rows).length > 0;
  },

  async gameExists(db: Db, id: number): Promise<boolean> {
    return rowsOf(await db.execute(sql`select 1 from games where id = ${id}`)).length > 0;
  },

  /** Puts the game last on the category (nothing if it is there already), or takes it off. */
  async setMember(db: Db, categoryId: number, gameId: number, member: boolean): Promise<void> {
    if (member)
      await db.execute(sql`
        insert into game_category_games (category_id, game_id, position)
        select ${categoryId}, ${gameId}, coalesce(max(position), 0) + 1
        from game_category_games where category_id = ${categoryId}
        on conflict do nothing`);
    else
      await db.execute(
        sql`delete from game_category_games
            where category_id = ${categoryId} and game_id = ${gameId}`,
      );
  },

  /**
   * Swaps the game with its neighbour above or below in the category's order; false when the
   * game is not on the category. The category's rows are locked first, so two moves at once
   * apply one after the other.
   */
  async move(
    db: Db,
    categoryId: number,
    gameId: number,
    direction: 'up' | 'down',
  ): Promise<boolean> {
    const rows = rowsOf<{ game_id: number; position: number }>(
      await db.execute(sql`
        select game_id, position from game_category_games where category_id = ${categoryId}
        order by position, game_id for update`),
    );
    const at = rows.findIndex((row) => row.game_id === gameId);
    if (at < 0) return false;
    const other = rows[direction === 'up' ? at - 1 : at + 1];
    if (!other) return true;
    // Positions may repeat (seeded ties): renumber the whole order, then swap the two.
    const order = rows.map((row) => row.game_id);
    [order[at], order[rows.indexOf(other)]] = [order[rows.indexOf(other)]!, order[at]!];
    await db.execute(sql`
      update game_category_games m set position = o.position
      from unnest(${`{${order.join(',')}}`}::int[]) with ordinality as o (game_id, position)
      where m.category_id = ${categoryId} and m.game_id = o.game_id`);
    return true;
  },

  /**
   * Ends what is open on games leaving play (disabled or under maintenance): their game pages'
   * sessions expire now (the next call of the page is refused; every settled round stays as
   * it is) and their launch tokens not yet used are spent (by the catalogue domain).
   */
  async endPlay(db: Db, target: PlayTarget, now: Date): Promise<void> {
    const matches =
      'providerId' in target
        ? sql`(s.launch_kind = 'casino' and s.catalogue_id in
                (select id from games where provider_id = ${target.providerId}))
              or (s.launch_kind = 'livecasino' and s.catalogue_id in
                (select id from live_tables where provider_id = ${target.providerId}))`
        : sql`s.launch_kind = ${target.kind}
              and s.catalogue_id = any(${`{${target.ids.join(',')}}`}::int[])`;
    await db.execute(sql`
      update studio_game_sessions s set expires_at = ${now}
      where s.expires_at > ${now} and (${matches})`);
    await spendLaunchTokens(db, target, now);
  },
};
