import { DICE_PICKS, diceExactRtp } from '@lale/games/dice';
import type { Db } from '../../db/client.ts';
import { ENGINE } from '../../domains/catalogue/api.ts';
import { addStudioGames } from './add-studio-games.ts';

/** Its own marker: databases whose catalogue was seeded before the dice room get it too. */
export const DICE_SEED_KEY = 'seed_dice';

/** The RTP shown: the lowest of the picks' exact returns (@lale/games/dice), in basis points. */
const DICE_RTP_BP = Math.min(
  ...DICE_PICKS.map((pick) => {
    const { num, den } = diceExactRtp(pick);
    return Math.floor((num * 10_000) / den);
  }),
);

/** Adds the studio's shared dice room after the catalogue, once. */
export function seedDice(db: Db, now: Date = new Date()): Promise<boolean> {
  return addStudioGames(
    db,
    DICE_SEED_KEY,
    [
      {
        name: { tr: 'Zar Odası', en: 'Dice Room' },
        theme: 'gems',
        rtpBp: DICE_RTP_BP,
        volatility: 'medium',
        minBet: 100,
        maxBet: 50_000,
        engineId: ENGINE.dice,
        engineModel: 'two-dice',
      },
    ],
    now,
  );
}
