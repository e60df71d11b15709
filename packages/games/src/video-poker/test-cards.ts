import { card } from '../casino-holdem/test-deck.ts';

/** 'As Kd Th 9c 2s' → the five cards. */
export const cards = (names: string): number[] => names.split(' ').map(card);

/** A deck whose top cards are these, the rest in order. */
export function stackedDeck(names: string): number[] {
  const top = cards(names);
  return [...top, ...[...Array(52).keys()].filter((c) => !top.includes(c))];
}
