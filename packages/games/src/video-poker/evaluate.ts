import { POKER_RANK, SUIT } from '../casino-holdem/cards.ts';
import { POPCOUNT } from '../casino-holdem/rank-masks.ts';
import { VIDEO_POKER_HANDS, type VideoPokerHand } from './paytable.ts';

const WHEEL = 0b1_0000_0000_1111;
const BROADWAY = 0b1_1111_0000_0000;
/** Poker ranks run 0 (two) .. 12 (ace): jacks are 9. */
const JACK = 9;
const counts = new Uint8Array(13);

const isRun = (mask: number) => mask === WHEEL || mask / (mask & -mask) === 0b11111;

/**
 * The index in VIDEO_POKER_HANDS of five distinct cards 0..51 (encoded as in blackjack:
 * suit = ⌊card / 13⌋, card % 13 = 0 for the ace). Fast enough to run over every deal.
 */
export function handIndex(a: number, b: number, c: number, d: number, e: number): number {
  const ra = POKER_RANK[a]!;
  const rb = POKER_RANK[b]!;
  const rc = POKER_RANK[c]!;
  const rd = POKER_RANK[d]!;
  const re = POKER_RANK[e]!;
  const mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  const s = SUIT[a]!;
  const flush = SUIT[b] === s && SUIT[c] === s && SUIT[d] === s && SUIT[e] === s;
  if (mask === BROADWAY && flush) return 9;
  const distinct = POPCOUNT[mask]!;
  if (distinct === 5) {
    const straight = isRun(mask);
    if (straight && flush) return 8;
    if (flush) return 5;
    return straight ? 4 : 0;
  }
  counts[ra]!++;
  counts[rb]!++;
  counts[rc]!++;
  counts[rd]!++;
  counts[re]!++;
  let most = 0;
  let pairHigh = false;
  for (const rank of [ra, rb, rc, rd, re]) {
    const n = counts[rank]!;
    if (n > most) most = n;
    if (n === 2 && rank >= JACK) pairHigh = true;
  }
  counts[ra] = counts[rb] = counts[rc] = counts[rd] = counts[re] = 0;
  if (distinct === 2) return most === 4 ? 7 : 6;
  if (distinct === 3) return most === 3 ? 3 : 2;
  return pairHigh ? 1 : 0;
}

/** The paying hand of five cards, or 'nothing'. */
export function evaluateHand(cards: readonly number[]): VideoPokerHand {
  if (cards.length !== 5 || new Set(cards).size !== 5 || !cards.every((c) => c >= 0 && c < 52))
    throw new RangeError('a video poker hand is five distinct cards 0..51');
  const [a, b, c, d, e] = cards as [number, number, number, number, number];
  return VIDEO_POKER_HANDS[handIndex(a, b, c, d, e)]!;
}
