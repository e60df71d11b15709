import type { Db } from '../../db/client.ts';
import { ENGINE } from '../../domains/catalogue/api.ts';
import { addStudioGames } from './add-studio-games.ts';

/** Its own marker: databases whose catalogue was seeded before bingo get it too. */
export const BINGO_SEED_KEY = 'seed_bingo';

/**
 * 90-ball bingo (`@lale/games/bingo`): both games open the same rooms; sound bingo speaks
 * each called number. The RTP shown is the standard room's: 80% of the stakes paid in prizes.
 */
const BINGO_GAMES = [
  { name: { tr: 'Bingo', en: 'Bingo' }, theme: 'istanbul', model: 'classic' },
  { name: { tr: 'Sesli Bingo', en: 'Sound Bingo' }, theme: 'anatolian', model: 'sound' },
] as const;

/** Adds the studio's bingo games once, among the mini games and the new arrivals. */
export function seedBingoGames(db: Db, now: Date = new Date()): Promise<boolean> {
  return addStudioGames(
    db,
    BINGO_SEED_KEY,
    BINGO_GAMES.map(({ name, theme, model }) => ({
      name,
      theme,
      rtpBp: 8000,
      volatility: 'medium',
      minBet: 100,
      maxBet: 48_000,
      engineId: ENGINE.bingo,
      engineModel: model,
    })),
    now,
  );
}
