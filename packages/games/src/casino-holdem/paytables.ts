import { ACE } from './cards.ts';
import { categoryOf, primaryRank, type HandCategory } from './evaluate.ts';

/** The ante's pay to 1 by the player's final hand, when the ante wins. */
export const ANTE_PAYS: Readonly<Record<HandCategory, number>> = {
  royalFlush: 100,
  straightFlush: 20,
  fourOfAKind: 10,
  fullHouse: 3,
  flush: 2,
  straight: 1,
  threeOfAKind: 1,
  twoPair: 1,
  pair: 1,
  highCard: 1,
};

/**
 * The AA bonus pays to 1 on the player's first five cards (two cards and the flop) when they
 * make a pair of aces or better; 0 means the bet loses.
 */
export const BONUS_PAYS: Readonly<Record<HandCategory, number>> = {
  royalFlush: 100,
  straightFlush: 50,
  fourOfAKind: 40,
  fullHouse: 30,
  flush: 20,
  straight: 7,
  threeOfAKind: 7,
  twoPair: 7,
  pair: 7,
  highCard: 0,
};

/** The bonus pay for a five-card score: a pair pays only when it is aces. */
export function bonusPays(fiveCardScore: number): number {
  const category = categoryOf(fiveCardScore);
  if (category === 'pair' && primaryRank(fiveCardScore) !== ACE) return 0;
  return BONUS_PAYS[category];
}
