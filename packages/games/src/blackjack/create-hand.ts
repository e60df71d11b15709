import type { RandomSource } from '../fair/random-source.ts';
import { shuffle } from '../fair/shuffle.ts';
import { ORDERED_SHOE, SHOE_SIZE } from './cards.ts';
import { MAX_BLACKJACK_BET, type BlackjackState } from './state.ts';

function assertBet(baseBet: number): void {
  if (!Number.isSafeInteger(baseBet) || baseBet <= 0 || baseBet > MAX_BLACKJACK_BET) {
    throw new RangeError(`blackjack bet must be a positive integer up to ${MAX_BLACKJACK_BET}`);
  }
}

function readyState(baseBet: number, shoe: number[]): BlackjackState {
  return {
    version: 1,
    phase: 'ready',
    baseBet,
    shoe,
    nextCard: 0,
    dealerCards: [],
    hands: [
      { cards: [], bet: baseBet, doubled: false, fromSplit: false, splitAces: false, done: false },
    ],
    activeHand: 0,
    insuranceBet: 0,
  };
}

/** A new hand awaiting `deal`: the shoe is a Fisher–Yates shuffle of cards 0..311 from `source`. */
export function createHand(baseBet: number, source: RandomSource): BlackjackState {
  assertBet(baseBet);
  return readyState(baseBet, shuffle(source, ORDERED_SHOE));
}

/** A new hand over a given shoe order, which must be a permutation of 0..311. */
export function createHandFromShoe(baseBet: number, shoe: readonly number[]): BlackjackState {
  assertBet(baseBet);
  const seen = new Set(shoe);
  const isPermutation =
    shoe.length === SHOE_SIZE &&
    seen.size === SHOE_SIZE &&
    shoe.every((card) => Number.isInteger(card) && card >= 0 && card < SHOE_SIZE);
  if (!isPermutation) throw new RangeError('shoe must be a permutation of cards 0..311');
  return readyState(baseBet, [...shoe]);
}
