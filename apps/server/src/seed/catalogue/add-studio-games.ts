import { CASINO_CATEGORY as C } from '@lale/contract/constants';
import { sql } from 'drizzle-orm';
import { searchNameOf } from '../../domains/catalogue/api.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { gameCategoryGames, games, siteSettings } from '../../db/schema.ts';

const LALE_STUDIO = 1;

/** A studio game as the catalogue lists it; ids, order and thumbnails are given on adding. */
export interface StudioGameEntry {
  name: { tr: string; en: string };
  theme: string;
  rtpBp: number;
  volatility: 'low' | 'medium' | 'high';
  minBet: number;
  maxBet: number;
  engineId: string;
  engineModel: string;
}

/**
 * Adds in-house games after the catalogue, once per `seedKey` (so databases seeded before a
 * game existed get it too): new ids after the last game, on a shelf (the mini games unless
 * told) and among the new arrivals. Returns false when done before. New studio games add
 * themselves through this.
 */
export async function addStudioGames(
  db: Db,
  seedKey: string,
  entries: readonly StudioGameEntry[],
  now: Date,
  shelf: number = C.miniGames,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(siteSettings)
      .values({ key: seedKey, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return false;
    const [last] = rowsOf<{ id: number; sort: number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::integer as id,
        coalesce(max(sort_order), 0)::integer as sort from games`),
    );
    const rows = entries.map((entry, index) => {
      const id = last!.id + index + 1;
      return {
        ...entry,
        id,
        providerId: LALE_STUDIO,
        searchName: searchNameOf(entry.name),
        type: 'table',
        thumbnail: `/media/thumbs/${id}.svg`,
        isNew: true,
        sortOrder: last!.sort + index + 1,
      };
    });
    await tx.insert(games).values(rows);
    for (const categoryId of [shelf, C.newArrivals]) {
      const [top] = rowsOf<{ position: number }>(
        await tx.execute(sql`select coalesce(max(position), 0)::integer as position
          from game_category_games where category_id = ${categoryId}`),
      );
      await tx.insert(gameCategoryGames).values(
        rows.map((row, index) => ({
          categoryId,
          gameId: row.id,
          position: top!.position + index + 1,
        })),
      );
    }
    return true;
  });
}
