import { DECK_SIZE, ORDERED_DECK } from '../casino-holdem/cards.ts';
import type { RandomSource } from '../fair/random-source.ts';
import { shuffle } from '../fair/shuffle.ts';
import { evaluateHand } from './evaluate.ts';
import { coinsWon, MAX_COINS, type VideoPokerHand } from './paytable.ts';

export const HAND_SIZE = 5;

/** Which of the five dealt cards the player keeps, by position. */
export type Holds = readonly [boolean, boolean, boolean, boolean, boolean];

export interface VideoPokerDeal {
  /** The whole shuffled deck: the deal is cards 0..4, the draw takes 5, 6, ... in turn. */
  deck: number[];
  cards: number[];
}

export interface VideoPokerResult {
  cards: number[];
  hand: VideoPokerHand;
  /** Coins returned, the stake included (0 for nothing). */
  coinsWon: number;
}

/** The round's deck: a Fisher–Yates shuffle of the 52 cards from the fair source (51 integers). */
export function dealVideoPoker(source: RandomSource): VideoPokerDeal {
  return dealFromDeck(shuffle(source, ORDERED_DECK));
}

export function dealFromDeck(deck: readonly number[]): VideoPokerDeal {
  const seen = new Set(deck);
  const valid =
    deck.length === DECK_SIZE &&
    seen.size === DECK_SIZE &&
    deck.every((card) => Number.isInteger(card) && card >= 0 && card < DECK_SIZE);
  if (!valid) throw new RangeError('deck must be a permutation of cards 0..51');
  return { deck: [...deck], cards: deck.slice(0, HAND_SIZE) };
}

export function isHolds(value: unknown): value is Holds {
  return (
    Array.isArray(value) &&
    value.length === HAND_SIZE &&
    value.every((held) => typeof held === 'boolean')
  );
}

/**
 * The final hand: each card not held is replaced, left to right, by the next card of the same
 * deck (deck[5], deck[6], ...), so the draw is fixed by the seeds before the player holds.
 */
export function drawCards(deck: readonly number[], holds: Holds): number[] {
  let next = HAND_SIZE;
  return deck.slice(0, HAND_SIZE).map((card, index) => (holds[index] ? card : deck[next++]!));
}

export function settleVideoPoker(
  deck: readonly number[],
  holds: Holds,
  coins: number,
): VideoPokerResult {
  if (!Number.isInteger(coins) || coins < 1 || coins > MAX_COINS)
    throw new RangeError(`coins must be 1..${MAX_COINS}`);
  const cards = drawCards(deck, holds);
  const hand = evaluateHand(cards);
  return { cards, hand, coinsWon: coinsWon(hand, coins) };
}
