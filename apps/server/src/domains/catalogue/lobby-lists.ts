import type { CategoryKind } from '../../db/catalogue-schema.ts';
import type { Db } from '../../db/client.ts';
import { lobbyRepository as repo, type CategoryRow, type ProviderRow } from './lobby.repository.ts';
import { LOBBY_CACHE_TTL_MS, TtlCache } from '../../platform/ttl-cache.ts';
import type { SiteChanges } from '../../platform/live/site-changes.ts';

interface Page {
  limit: number;
  offset: number;
}

/** The lobby's shelves and providers, the same for everyone: served from a short-lived cache. */
export class LobbyLists {
  private readonly categoryCache = new TtlCache<CategoryRow[]>(LOBBY_CACHE_TTL_MS, 200);
  private readonly providerCache = new TtlCache<ProviderRow[]>(LOBBY_CACHE_TTL_MS, 200);

  constructor(private readonly changes: SiteChanges) {}

  categories(db: Db, kind: CategoryKind, page: Page): Promise<CategoryRow[]> {
    return this.categoryCache.get(
      `${this.changes.generation('catalogue')}:${kind}:${page.limit}:${page.offset}`,
      () => repo.categories(db, kind, page),
    );
  }

  providers(db: Db, kind: CategoryKind, page: Page & { status?: number }): Promise<ProviderRow[]> {
    return this.providerCache.get(
      `${this.changes.generation('catalogue')}:${kind}:${page.limit}:${page.offset}:${page.status}`,
      () => repo.providers(db, kind, page),
    );
  }
}
