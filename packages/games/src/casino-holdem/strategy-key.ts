import { POKER_RANK, SUIT } from './cards.ts';
import { categoryOf, handScore, primaryRank } from './evaluate.ts';

/** Rank sets of 5 distinct ranks (C(13,5)) × which 2 are the player's (C(5,2)) × suit state. */
const HIGH_CARD_CLASSES = 1287 * 10 * 3;
/** Board pair rank × board kicker × the player's two other ranks (C(11,2)) × flush state. */
const BOARD_PAIR_CLASSES = 13 * 12 * 55 * 2;
export const STRATEGY_TABLE_SIZE = HIGH_CARD_CLASSES + BOARD_PAIR_CLASSES;

/** C(n, k) for the small numbers used here. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Position of an ascending set of distinct values among all k-subsets (combinatorial number system). */
function subsetIndex(ascending: readonly number[]): number {
  return ascending.reduce((index, value, i) => index + choose(value, i + 1), 0);
}

/**
 * 0: nothing below; 1: three to a flush with one of the player's cards (a backdoor draw);
 * 2: a flop of one suit the player holds none of (the dealer's draw); 3: four to a flush.
 */
function suitState(hole: readonly number[], flop: readonly number[]): number {
  let state = 0;
  for (let suit = 0; suit < 4; suit++) {
    const onFlop = flop.filter((card) => SUIT[card] === suit).length;
    const held = hole.filter((card) => SUIT[card] === suit).length;
    if (held > 0 && onFlop + held === 4) return 3;
    if (held > 0 && onFlop + held === 3) state = 1;
    if (held === 0 && onFlop === 3) state = 2;
  }
  return state;
}

export type StrategyClass = { kind: 'call'; reason: string } | { kind: 'table'; index: number };

/**
 * Sorts the player's two cards and the flop into what the strategy decides on. Two pair or
 * better, a pair that uses one of the player's cards, and four to a flush always call; every
 * other hand (no pair, or only a pair on the board) is a class of the derived table, keyed
 * by all five ranks and the suits: three to a flush for the player, or a one-suit flop that
 * only the dealer can draw to.
 */
export function strategyClass(hole: readonly number[], flop: readonly number[]): StrategyClass {
  const cards = [hole[0] as number, hole[1] as number, ...flop];
  const score = handScore(cards);
  const category = categoryOf(score);
  if (category !== 'highCard' && category !== 'pair')
    return { kind: 'call', reason: 'twoPairOrBetter' };
  const holeRanks = hole.map((card) => POKER_RANK[card] as number).sort((a, b) => a - b);
  if (category === 'pair' && holeRanks.includes(primaryRank(score))) {
    return { kind: 'call', reason: 'pairWithPlayerCard' };
  }
  const suits = suitState(hole, flop);
  if (suits === 3) return { kind: 'call', reason: 'fourToAFlush' };
  const [low, high] = holeRanks as [number, number];
  if (category === 'highCard') {
    const ranks = cards.map((card) => POKER_RANK[card] as number).sort((a, b) => a - b);
    const holePositions = subsetIndex([ranks.indexOf(low), ranks.indexOf(high)]);
    return { kind: 'table', index: (subsetIndex(ranks) * 10 + holePositions) * 3 + suits };
  }
  const pair = primaryRank(score);
  const kicker = flop
    .map((card) => POKER_RANK[card] as number)
    .find((rank) => rank !== pair) as number;
  const others = [...Array(13).keys()].filter((rank) => rank !== pair && rank !== kicker);
  const kickerIndex = kicker < pair ? kicker : kicker - 1;
  const holeIndex = subsetIndex([others.indexOf(low), others.indexOf(high)]);
  // A paired flop has two suits at least, so only states 0 and 1 occur.
  const index = ((pair * 12 + kickerIndex) * 55 + holeIndex) * 2 + suits;
  return { kind: 'table', index: HIGH_CARD_CLASSES + index };
}
