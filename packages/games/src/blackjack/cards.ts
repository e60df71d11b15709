/**
 * A card is an integer 0..311 in a 6-deck shoe: rank = card % 13 (0 = ace, 1 = two, ..., 9 = ten,
 * 10 = jack, 11 = queen, 12 = king), suit = floor(card / 13) % 4, deck = floor(card / 52).
 */
export const DECKS = 6;
export const SHOE_SIZE = DECKS * 52;

const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export type RankName = (typeof RANK_NAMES)[number];
export type SuitName = (typeof SUIT_NAMES)[number];

export function describeCard(card: number): { rank: RankName; suit: SuitName } {
  return {
    rank: RANK_NAMES[card % 13] as RankName,
    suit: SUIT_NAMES[Math.floor(card / 13) % 4] as SuitName,
  };
}

/** Blackjack value with aces counted as 1; tens and faces are 10. */
export function cardValue(card: number): number {
  return Math.min((card % 13) + 1, 10);
}

export function isAce(card: number): boolean {
  return card % 13 === 0;
}

export interface HandTotal {
  total: number;
  /** An ace is being counted as 11. */
  soft: boolean;
}

export function handTotal(cards: readonly number[]): HandTotal {
  let hard = 0;
  let hasAce = false;
  for (const card of cards) {
    hard += cardValue(card);
    if (isAce(card)) hasAce = true;
  }
  return hasAce && hard + 10 <= 21
    ? { total: hard + 10, soft: true }
    : { total: hard, soft: false };
}

export function isTwoCardTwentyOne(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

/** Cards in unshuffled order 0..311, the input of every shuffle. */
export const ORDERED_SHOE: readonly number[] = [...Array(SHOE_SIZE).keys()];
