import { CASINO_CATEGORY as C } from '@lale/contract/constants';
import { sql } from 'drizzle-orm';
import { ENGINE, searchNameOf } from '../../domains/catalogue/api.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { gameCategoryGames, games, siteSettings } from '../../db/schema.ts';

/** Its own marker: databases whose catalogue was seeded before video poker get it too. */
export const VIDEO_POKER_SEED_KEY = 'seed_video_poker';
const LALE_STUDIO = 1;

/** Jacks or Better 9/6 (`@lale/games/video-poker`): 99.54% to the optimal strategy. */
const VIDEO_POKER_GAMES = [
  { name: { tr: 'Jacks or Better', en: 'Jacks or Better' }, theme: 'istanbul' },
  { name: { tr: 'Lale Video Poker', en: 'Lale Video Poker' }, theme: 'anatolian' },
] as const;

/**
 * Adds the studio's video poker games after the catalogue, once: new ids after the last game,
 * on the board games shelf and among the new arrivals. Returns false when done before.
 */
export async function seedVideoPokerGames(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(siteSettings)
      .values({ key: VIDEO_POKER_SEED_KEY, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return false;
    const [last] = rowsOf<{ id: number; sort: number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::integer as id,
        coalesce(max(sort_order), 0)::integer as sort from games`),
    );
    const rows = VIDEO_POKER_GAMES.map(({ name, theme }, index) => {
      const id = last!.id + index + 1;
      return {
        id,
        providerId: LALE_STUDIO,
        name,
        searchName: searchNameOf(name),
        type: 'table',
        theme,
        thumbnail: `/media/thumbs/${id}.svg`,
        rtpBp: 9954,
        volatility: 'medium' as const,
        minBet: 20,
        maxBet: 50_000,
        isNew: true,
        sortOrder: last!.sort + index + 1,
        engineId: ENGINE.videoPoker,
        engineModel: 'jacks-or-better-9-6',
      };
    });
    await tx.insert(games).values(rows);
    for (const categoryId of [C.boardGames, C.newArrivals]) {
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
