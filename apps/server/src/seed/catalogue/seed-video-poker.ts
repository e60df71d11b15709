import { CASINO_CATEGORY as C } from '@lale/contract/constants';
import type { Db } from '../../db/client.ts';
import { ENGINE } from '../../domains/catalogue/api.ts';
import { addStudioGames } from './add-studio-games.ts';

/** Its own marker: databases whose catalogue was seeded before video poker get it too. */
export const VIDEO_POKER_SEED_KEY = 'seed_video_poker';

/** Jacks or Better 9/6 (`@lale/games/video-poker`): 99.54% to the optimal strategy. */
const VIDEO_POKER_GAMES = [
  { name: { tr: 'Jacks or Better', en: 'Jacks or Better' }, theme: 'istanbul' },
  { name: { tr: 'Lale Video Poker', en: 'Lale Video Poker' }, theme: 'anatolian' },
] as const;

/** Adds the studio's video poker games once, on the board games shelf and the new arrivals. */
export function seedVideoPokerGames(db: Db, now: Date = new Date()): Promise<boolean> {
  return addStudioGames(
    db,
    VIDEO_POKER_SEED_KEY,
    VIDEO_POKER_GAMES.map(({ name, theme }) => ({
      name,
      theme,
      rtpBp: 9954,
      volatility: 'medium',
      minBet: 20,
      maxBet: 50_000,
      engineId: ENGINE.videoPoker,
      engineModel: 'jacks-or-better-9-6',
    })),
    now,
    C.boardGames,
  );
}
