import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  gameCategories,
  gameCategoryGames,
  games,
  liveTables,
  providers,
  type CategoryKind,
} from '../../db/schema.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  name: { tr: string; en: string };
  items: number;
}

export interface ProviderRow {
  id: number;
  name: string;
  slug: string;
  logo: string;
  items: number;
}

interface Page {
  limit: number;
  offset: number;
}

const playableGame = and(eq(games.enabled, true), eq(providers.enabled, true));
const playableTable = and(eq(liveTables.enabled, true), eq(providers.enabled, true));

/**
 * The lobby's shelves and providers, shared by the casino and live casino classes. Only
 * entries with something playable in them are listed, with how many.
 */
export const lobbyRepository = {
  categories(db: Db, kind: CategoryKind, page: Page): Promise<CategoryRow[]> {
    const shelf = and(eq(gameCategories.kind, kind), eq(gameCategories.enabled, true));
    const columns = {
      id: gameCategories.id,
      slug: gameCategories.slug,
      name: gameCategories.name,
      items: count(),
    };
    const query =
      kind === 'casino'
        ? db
            .select(columns)
            .from(gameCategories)
            .innerJoin(gameCategoryGames, eq(gameCategoryGames.categoryId, gameCategories.id))
            .innerJoin(games, eq(games.id, gameCategoryGames.gameId))
            .innerJoin(providers, eq(providers.id, games.providerId))
            .where(and(shelf, playableGame))
        : db
            .select(columns)
            .from(gameCategories)
            .innerJoin(liveTables, eq(liveTables.categoryId, gameCategories.id))
            .innerJoin(providers, eq(providers.id, liveTables.providerId))
            .where(and(shelf, playableTable));
    return query
      .groupBy(gameCategories.id)
      .orderBy(asc(gameCategories.sortOrder), asc(gameCategories.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  providers(db: Db, kind: CategoryKind, page: Page & { status?: number }): Promise<ProviderRow[]> {
    const columns = {
      id: providers.id,
      name: providers.name,
      slug: providers.slug,
      logo: providers.logo,
      items: count(),
    };
    const status = page.status === undefined ? undefined : eq(providers.liveStatus, page.status);
    const query =
      kind === 'casino'
        ? db
            .select(columns)
            .from(providers)
            .innerJoin(games, eq(games.providerId, providers.id))
            .where(playableGame)
        : db
            .select(columns)
            .from(providers)
            .innerJoin(liveTables, eq(liveTables.providerId, providers.id))
            .where(and(playableTable, status));
    return query
      .groupBy(providers.id)
      .orderBy(asc(providers.sortOrder), asc(providers.id))
      .limit(page.limit)
      .offset(page.offset);
  },
};
