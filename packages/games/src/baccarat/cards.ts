/**
 * Punto banco deals from 8 decks. A card is an integer 0..415 encoded as in blackjack:
 * rank = card % 13 (0 = ace, 1 = two, ..., 9 = ten, 10 = jack, 11 = queen, 12 = king),
 * suit = ⌊card / 13⌋ mod 4, deck = ⌊card / 52⌋; `describeCard` from blackjack names it.
 */
export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE_SIZE = BACCARAT_DECKS * 52;

/** Cards in unshuffled order 0..415, the input of every round's shuffle. */
export const BACCARAT_ORDERED_SHOE: readonly number[] = [...Array(BACCARAT_SHOE_SIZE).keys()];

/** Ace counts 1, two to nine their pips, tens and faces 0. */
export function baccaratValue(card: number): number {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
}

/** A hand's total is the last digit of its values' sum. */
export function baccaratTotal(cards: readonly number[]): number {
  let sum = 0;
  for (const card of cards) sum += baccaratValue(card);
  return sum % 10;
}

/** A pair is two first cards of the same rank (K-K is a pair, K-Q is not). */
export function isPair(first: number, second: number): boolean {
  return first % 13 === second % 13;
}
