import { FOUR } from './cards.ts';
import type { HoldemDeal } from './deal.ts';
import { categoryOf, handScore, primaryRank, type HandCategory } from './evaluate.ts';
import { bonusPays } from './paytables.ts';

export interface HoldemShowdown {
  playerScore: number;
  playerCategory: HandCategory;
  dealerScore: number;
  dealerCategory: HandCategory;
  /** The dealer plays on with a pair of fours or better. */
  dealerQualifies: boolean;
  /** Higher score wins; equal scores tie. */
  winner: 'player' | 'dealer' | 'tie';
  /** The AA bonus pay to 1 on the player's first five cards; 0 when it loses. */
  bonusPays: number;
}

export function dealerQualifies(score: number): boolean {
  const category = categoryOf(score);
  return category !== 'highCard' && (category !== 'pair' || primaryRank(score) >= FOUR);
}

/**
 * The round's hands, once for the whole table: every player holds the same cards, so only
 * the bets and the call-or-fold decision differ between players.
 */
export function holdemShowdown(deal: HoldemDeal): HoldemShowdown {
  const [p1, p2] = deal.player;
  const [d1, d2] = deal.dealer;
  const [f1, f2, f3, turn, river] = deal.board;
  const playerScore = handScore([p1, p2, f1, f2, f3, turn, river]);
  const dealerScore = handScore([d1, d2, f1, f2, f3, turn, river]);
  return {
    playerScore,
    playerCategory: categoryOf(playerScore),
    dealerScore,
    dealerCategory: categoryOf(dealerScore),
    dealerQualifies: dealerQualifies(dealerScore),
    winner: playerScore > dealerScore ? 'player' : playerScore < dealerScore ? 'dealer' : 'tie',
    bonusPays: bonusPays(handScore([p1, p2, f1, f2, f3])),
  };
}
