import { ACE, POKER_RANK, SUIT } from './cards.ts';
import { HIGHEST, POPCOUNT, STRAIGHT_TOP, topRanks } from './rank-masks.ts';

export const HAND_CATEGORIES = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
] as const;

export type HandCategory = (typeof HAND_CATEGORIES)[number];

const CATEGORY_SHIFT = 20;
/** The score of each category's weakest hand: its index in HAND_CATEGORIES above bit 20. */
const base = (category: HandCategory) => HAND_CATEGORIES.indexOf(category) * 2 ** CATEGORY_SHIFT;
const HIGH_CARD = base('highCard');
const PAIR = base('pair');
const TWO_PAIR = base('twoPair');
const TRIPS = base('threeOfAKind');
const STRAIGHT = base('straight');
const FLUSH = base('flush');
const FULL_HOUSE = base('fullHouse');
const QUADS = base('fourOfAKind');
const STRAIGHT_FLUSH = base('straightFlush');
const ROYAL = base('royalFlush');

/** Rank sets per suit; scratch space reused by every call (evaluation never re-enters). */
const suits = new Int32Array(4);

/**
 * The value of the best five-card poker hand among 5 to 7 cards, as one integer: a higher
 * hand has a higher score, equal hands equal scores. The category sits above bit 20 and the
 * ranks that break ties (the hand's own ranks, then kickers) fill five nibbles below it.
 */
export function handScore(cards: ArrayLike<number>): number {
  let once = 0;
  let twice = 0;
  let thrice = 0;
  let four = 0;
  suits.fill(0);
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as number;
    const bit = 1 << (POKER_RANK[card] as number);
    suits[SUIT[card] as number]! |= bit;
    if ((once & bit) === 0) once |= bit;
    else if ((twice & bit) === 0) twice |= bit;
    else if ((thrice & bit) === 0) thrice |= bit;
    else four |= bit;
  }
  let flush = 0;
  for (let suit = 0; suit < 4; suit++) {
    if ((POPCOUNT[suits[suit] as number] as number) >= 5) flush = suits[suit] as number;
  }
  if (flush !== 0) {
    const top = STRAIGHT_TOP[flush] as number;
    if (top === ACE) return ROYAL + (top << 16);
    if (top >= 0) return STRAIGHT_FLUSH + (top << 16);
  }
  if (four !== 0) {
    const quad = HIGHEST[four] as number;
    return QUADS + (quad << 16) + (topRanks(once & ~(1 << quad), 1) << 12);
  }
  const trips = HIGHEST[thrice] as number;
  if (trips >= 0) {
    const pair = HIGHEST[twice & ~(1 << trips)] as number;
    if (pair >= 0) return FULL_HOUSE + (trips << 16) + (pair << 12);
  }
  if (flush !== 0) return FLUSH + topRanks(flush, 5);
  const straight = STRAIGHT_TOP[once] as number;
  if (straight >= 0) return STRAIGHT + (straight << 16);
  if (trips >= 0) return TRIPS + (trips << 16) + (topRanks(once & ~(1 << trips), 2) << 8);
  const high = HIGHEST[twice] as number;
  if (high < 0) return HIGH_CARD + topRanks(once, 5);
  const low = HIGHEST[twice & ~(1 << high)] as number;
  if (low >= 0) {
    const kicker = topRanks(once & ~(1 << high) & ~(1 << low), 1);
    return TWO_PAIR + (high << 16) + (low << 12) + (kicker << 8);
  }
  return PAIR + (high << 16) + (topRanks(once & ~(1 << high), 3) << 4);
}

export function categoryOf(score: number): HandCategory {
  return HAND_CATEGORIES[Math.floor(score / 2 ** CATEGORY_SHIFT)] as HandCategory;
}

/** The rank of the hand's main group: the pair of a pair, the higher pair, the trips... */
export function primaryRank(score: number): number {
  return (score >>> 16) & 15;
}
