import { rational, subtract, type Rational } from '../slots/rational.ts';
import type { BaccaratBetType, BaccaratVariant } from './bets.ts';
import { BACCARAT_DECKS, BACCARAT_SHOE_SIZE, isPair } from './cards.ts';
import { playCoup, type BaccaratCoup, type BaccaratWinner } from './coup.ts';
import { baccaratBetReturn } from './settle.ts';

/** A coup uses at most six cards: two per hand and a third for each. */
const MAX_CARDS = 6;
const CARDS_PER_RANK = BACCARAT_DECKS * 4;
/** Value 0 has four ranks (ten, jack, queen, king); values 1–9 one rank each. */
const VALUE_COUNTS = [4 * CARDS_PER_RANK, ...Array<number>(9).fill(CARDS_PER_RANK)];
/** A card of each value to hand to the engine: a ten for 0, the ace to nine for 1–9. */
const cardOfValue = (value: number): number => (value === 0 ? 9 : value - 1);

export interface CoupClass {
  /** A coup with these totals, as the engine played it. */
  coup: BaccaratCoup;
  /** How many ordered six-card deals from a full shoe end with these totals. */
  weight: number;
}

export interface CoupEnumeration {
  /** One class per (player total, banker total) that occurs. */
  classes: CoupClass[];
  /** Ordered six-card deals from 416 cards: 416 · 415 · 414 · 413 · 412 · 411. */
  total: number;
}

let enumeration: CoupEnumeration | null = null;

/**
 * Every ordered deal of six cards from a full 8-deck shoe, counted by card value with its
 * multiplicity (no sampling), each played by the engine's own `playCoup` and grouped by the
 * final totals, which is all that the player, banker and tie bets depend on. Deals that use
 * fewer than six cards are counted once per order of the unused cards, which scales every
 * class by the same factor. Counts stay below 2^53, so plain numbers are exact.
 */
export function enumerateCoups(): CoupEnumeration {
  if (enumeration) return enumeration;
  const counts = [...VALUE_COUNTS];
  const values = Array<number>(MAX_CARDS).fill(0);
  const classes = new Map<number, CoupClass>();
  const visit = (depth: number, weight: number): void => {
    if (depth === MAX_CARDS) {
      let next = 0;
      const coup = playCoup(() => cardOfValue(values[next++] as number));
      const key = coup.playerTotal * 10 + coup.bankerTotal;
      const found = classes.get(key);
      if (found) found.weight += weight;
      else classes.set(key, { coup, weight });
      return;
    }
    for (let value = 0; value < 10; value++) {
      const available = counts[value] as number;
      if (available === 0) continue;
      values[depth] = value;
      counts[value] = available - 1;
      visit(depth + 1, weight * available);
      counts[value] = available;
    }
  };
  visit(0, 1);
  let total = 1;
  for (let i = 0; i < MAX_CARDS; i++) total *= BACCARAT_SHOE_SIZE - i;
  enumeration = { classes: [...classes.values()], total };
  return enumeration;
}

/** The exact probability of each winner on a full shoe. */
export function exactWinnerProbability(winner: BaccaratWinner): Rational {
  const { classes, total } = enumerateCoups();
  const weight = classes
    .filter((entry) => entry.coup.winner === winner)
    .reduce((sum, entry) => sum + entry.weight, 0);
  return rational(weight, total);
}

/**
 * A hand's first two cards (shoe positions 0 and 2 for the player, 1 and 3 for the banker) are
 * two cards drawn from the full shoe, so ordered rank pairs weighted by their counts give the
 * pair bets exactly; the engine's `isPair` and settlement decide each.
 */
function pairEdge(type: 'playerPair' | 'bankerPair', variant: BaccaratVariant): Rational {
  const stake = 20;
  const sample = enumerateCoups().classes[0]?.coup as BaccaratCoup;
  let returned = 0n;
  for (let first = 0; first < 13; first++) {
    for (let second = 0; second < 13; second++) {
      const ways = CARDS_PER_RANK * (first === second ? CARDS_PER_RANK - 1 : CARDS_PER_RANK);
      const pair = isPair(first, second);
      const coup = { ...sample, playerPair: pair, bankerPair: pair };
      returned += BigInt(ways) * BigInt(baccaratBetReturn({ type, amount: stake }, coup, variant));
    }
  }
  const deals = BigInt(BACCARAT_SHOE_SIZE * (BACCARAT_SHOE_SIZE - 1));
  return subtract(rational(1), rational(returned, deals * BigInt(stake)));
}

/**
 * A bet's house edge as an exact fraction: 1 − expected return / stake, ties included in the
 * coups counted (as the published figures are). The stake is 20 minor units so that the 5%
 * commission and the half pay on a banker 6 are exact.
 */
export function exactBaccaratEdge(type: BaccaratBetType, variant: BaccaratVariant): Rational {
  if (type === 'playerPair' || type === 'bankerPair') return pairEdge(type, variant);
  const stake = 20;
  const { classes, total } = enumerateCoups();
  let returned = 0n;
  for (const { coup, weight } of classes) {
    returned += BigInt(weight) * BigInt(baccaratBetReturn({ type, amount: stake }, coup, variant));
  }
  return subtract(rational(1), rational(returned, BigInt(total) * BigInt(stake)));
}
