import type { Lang } from '@lale/contract/languages';
import type { CatalogueFilter } from './list-filter.ts';
import { LOBBY_CACHE_TTL_MS, TtlCache } from '../../platform/ttl-cache.ts';
import type { SiteChanges } from '../../platform/live/site-changes.ts';
import type { Db } from '../../db/client.ts';
import { tablesRepository as repo, type TableListRow } from './tables.repository.ts';

interface TablesPage {
  rows: TableListRow[];
  total: number;
}

/** Pages of live tables, cached like the games pages (see GamesListService). */
export class TablesListService {
  private readonly shared = new TtlCache<TablesPage>(LOBBY_CACHE_TTL_MS, 500);

  constructor(private readonly changes: SiteChanges) {}

  async list(
    db: Db,
    filter: CatalogueFilter,
    lang: Lang,
    page: { limit: number; offset: number },
  ): Promise<TablesPage> {
    if (filter.favoritesOf !== undefined) return repo.page(db, filter, lang, page);
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
    const everyone = await this.shared.get(key, () =>
      repo.page(db, { ...filter, viewer: null }, lang, page),
    );
    if (filter.viewer === null || everyone.rows.length === 0) return everyone;
    const favorites = await repo.favoritesAmong(
      db,
      filter.viewer,
      everyone.rows.map((row) => row.id),
    );
    if (favorites.size === 0) return everyone;
    return {
      rows: everyone.rows.map((row) =>
        favorites.has(row.id) ? { ...row, isFavorite: true } : row,
      ),
      total: everyone.total,
    };
  }
}
