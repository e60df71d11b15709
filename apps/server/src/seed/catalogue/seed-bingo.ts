import { CASINO_CATEGORY as C } from '@lale/contract/constants';
import { sql } from 'drizzle-orm';
import { ENGINE, searchNameOf } from '../../domains/catalogue/api.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { gameCategoryGames, games, siteSettings } from '../../db/schema.ts';

/** Its own marker: databases whose catalogue was seeded before bingo get it too. */
export const BINGO_SEED_KEY = 'seed_bingo';
const LALE_STUDIO = 1;

/**
 * 90-ball bingo (`@lale/games/bingo`): both games open the same rooms; sound bingo speaks
 * each called number. The RTP shown is the standard room's: 80% of the stakes paid in prizes.
 */
const BINGO_GAMES = [
  { name: { tr: 'Bingo', en: 'Bingo' }, theme: 'istanbul', model: 'classic' },
  { name: { tr: 'Sesli Bingo', en: 'Sound Bingo' }, theme: 'anatolian', model: 'sound' },
] as const;

/**
 * Adds the studio's bingo games after the catalogue, once: new ids after the last game, on
 * the mini games shelf and among the new arrivals. Returns false when done before.
 */
export async function seedBingoGames(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(siteSettings)
      .values({ key: BINGO_SEED_KEY, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return false;
    const [last] = rowsOf<{ id: number; sort: number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::integer as id,
        coalesce(max(sort_order), 0)::integer as sort from games`),
    );
    const rows = BINGO_GAMES.map(({ name, theme, model }, index) => {
      const id = last!.id + index + 1;
      return {
        id,
        providerId: LALE_STUDIO,
        name,
        searchName: searchNameOf(name),
        type: 'table',
        theme,
        thumbnail: `/media/thumbs/${id}.svg`,
        rtpBp: 8000,
        volatility: 'medium' as const,
        minBet: 100,
        maxBet: 48_000,
        isNew: true,
        sortOrder: last!.sort + index + 1,
        engineId: ENGINE.bingo,
        engineModel: model,
      };
    });
    await tx.insert(games).values(rows);
    for (const categoryId of [C.miniGames, C.newArrivals]) {
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
