export type InsideBetType =
  'straight' | 'split' | 'street' | 'corner' | 'sixLine' | 'trio' | 'firstFour';
export type IndexedBetType = 'column' | 'dozen';
export type EvenMoneyBetType = 'red' | 'black' | 'even' | 'odd' | 'low' | 'high';
export type RouletteBetType = InsideBetType | IndexedBetType | EvenMoneyBetType;

/** A placement as the player sends it; `amount` is in minor units. */
export type RouletteBet =
  | { type: InsideBetType; numbers: readonly number[]; amount: number }
  | { type: IndexedBetType; index: number; amount: number }
  | { type: EvenMoneyBetType; amount: number };

/** Winnings per unit staked, "x to 1"; a winning bet also gets its stake back. */
export const PAYOUT_TO_ONE: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  firstFour: 8,
  sixLine: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

export const INSIDE_BET_TYPES: readonly InsideBetType[] = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'trio',
  'firstFour',
];
export const INDEXED_BET_TYPES: readonly IndexedBetType[] = ['column', 'dozen'];
export const EVEN_MONEY_BET_TYPES: readonly EvenMoneyBetType[] = [
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
];
