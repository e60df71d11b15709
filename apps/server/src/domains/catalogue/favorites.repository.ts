import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favoriteGames, favoriteTables, games, liveTables } from '../../db/schema.ts';

export type FavoriteType = 'casino' | 'livecasino';

/** The player's favourite games or live tables: one table each, so foreign keys hold. */
export const favoritesRepository = {
  async exists(db: Db, type: FavoriteType, id: number): Promise<boolean> {
    const target = type === 'casino' ? games : liveTables;
    const rows = await db
      .select({ id: target.id })
      .from(target)
      .where(and(eq(target.id, id), eq(target.enabled, true)));
    return rows.length > 0;
  },

  /** Adding twice keeps the first row (and its place in the newest-first order). */
  async insert(db: Db, type: FavoriteType, userId: number, id: number, now: Date): Promise<void> {
    if (type === 'casino')
      await db
        .insert(favoriteGames)
        .values({ userId, gameId: id, createdAt: now })
        .onConflictDoNothing();
    else
      await db
        .insert(favoriteTables)
        .values({ userId, tableId: id, createdAt: now })
        .onConflictDoNothing();
  },

  async remove(db: Db, type: FavoriteType, userId: number, id: number): Promise<void> {
    if (type === 'casino')
      await db
        .delete(favoriteGames)
        .where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, id)));
    else
      await db
        .delete(favoriteTables)
        .where(and(eq(favoriteTables.userId, userId), eq(favoriteTables.tableId, id)));
  },

  /** Ids of the player's favourites still playable, newest first. */
  async ids(db: Db, type: FavoriteType, userId: number): Promise<number[]> {
    if (type === 'casino') {
      const rows = await db
        .select({ id: favoriteGames.gameId })
        .from(favoriteGames)
        .innerJoin(games, eq(games.id, favoriteGames.gameId))
        .where(and(eq(favoriteGames.userId, userId), eq(games.enabled, true)))
        .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
      return rows.map((row) => row.id);
    }
    const rows = await db
      .select({ id: favoriteTables.tableId })
      .from(favoriteTables)
      .innerJoin(liveTables, eq(liveTables.id, favoriteTables.tableId))
      .where(and(eq(favoriteTables.userId, userId), eq(liveTables.enabled, true)))
      .orderBy(desc(favoriteTables.createdAt), desc(favoriteTables.tableId));
    return rows.map((row) => row.id);
  },
};
