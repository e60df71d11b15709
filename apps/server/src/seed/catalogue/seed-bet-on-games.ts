import { CASINO_CATEGORY as C } from '@lale/contract/constants';
import { sql } from 'drizzle-orm';
import { ENGINE, searchNameOf } from '../../domains/catalogue/api.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { gameCategoryGames, games, siteSettings } from '../../db/schema.ts';

/** Its own marker: databases whose catalogue was seeded before Bet On Games get it too. */
export const BET_ON_GAMES_SEED_KEY = 'seed_bet_on_games';
const LALE_STUDIO = 1;

/**
 * Adds the studio's Bet On Games (SPEC §2's label; `@lale/games/bet-on-games`: every pick
 * returns 92.3–93.3%) after the catalogue, once, among the mini games and the new arrivals.
 */
export async function seedBetOnGames(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(siteSettings)
      .values({ key: BET_ON_GAMES_SEED_KEY, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return false;
    const [last] = rowsOf<{ id: number; sort: number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::integer as id,
        coalesce(max(sort_order), 0)::integer as sort from games`),
    );
    const name = { tr: 'Bet On Games', en: 'Bet On Games' };
    const id = last!.id + 1;
    await tx.insert(games).values({
      id,
      providerId: LALE_STUDIO,
      name,
      searchName: searchNameOf(name),
      type: 'table',
      theme: 'gems',
      thumbnail: `/media/thumbs/${id}.svg`,
      rtpBp: 9230,
      volatility: 'medium',
      minBet: 100,
      maxBet: 100_000,
      isNew: true,
      sortOrder: last!.sort + 1,
      engineId: ENGINE.betOnGames,
      engineModel: '7-of-42-and-a-card',
    });
    for (const categoryId of [C.miniGames, C.newArrivals]) {
      const [top] = rowsOf<{ position: number }>(
        await tx.execute(sql`select coalesce(max(position), 0)::integer as position
          from game_category_games where category_id = ${categoryId}`),
      );
      await tx
        .insert(gameCategoryGames)
        .values({ categoryId, gameId: id, position: top!.position + 1 });
    }
    return true;
  });
}
