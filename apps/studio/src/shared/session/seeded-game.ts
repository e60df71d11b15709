import type { Fairness } from '@lale/contract/studio/replies';
import type { GameOpening } from './opening.ts';

/**
 * The games that show the player's own seed pair (slot, roulette, blackjack, video poker,
 * Bet On Games, bingo): a new session's reply carries the balance and the seeds; a resumed
 * session reads them.
 */
export const seededGame: GameOpening<{ balance: number; fairness: Fairness }> = {
  playerSound: true,
  open: async (call, launched) => {
    if (launched) return { balance: launched.balance, fairness: launched.fairness };
    const [balance, fairness] = await Promise.all([call('/balance'), call('/fairness')]);
    return { balance: balance.balance, fairness };
  },
};
