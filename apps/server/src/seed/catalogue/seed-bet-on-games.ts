import type { Db } from '../../db/client.ts';
import { ENGINE } from '../../domains/catalogue/api.ts';
import { addStudioGames } from './add-studio-games.ts';

/** Its own marker: databases whose catalogue was seeded before Bet On Games get it too. */
export const BET_ON_GAMES_SEED_KEY = 'seed_bet_on_games';

/**
 * Adds the studio's Bet On Games (SPEC §2's label; `@lale/games/bet-on-games`: every pick
 * returns 92.3–93.3%) once, among the mini games and the new arrivals.
 */
export function seedBetOnGames(db: Db, now: Date = new Date()): Promise<boolean> {
  return addStudioGames(
    db,
    BET_ON_GAMES_SEED_KEY,
    [
      {
        name: { tr: 'Bet On Games', en: 'Bet On Games' },
        theme: 'gems',
        rtpBp: 9230,
        volatility: 'medium',
        minBet: 100,
        maxBet: 100_000,
        engineId: ENGINE.betOnGames,
        engineModel: '7-of-42-and-a-card',
      },
    ],
    now,
  );
}
