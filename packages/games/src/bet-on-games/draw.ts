import type { RandomSource } from '../fair/random-source.ts';
import { hmacStream } from '../fair/hmac-stream.ts';
import { uniformInt } from '../fair/scaling.ts';

export const BALL_COUNT = 42;
export const BALLS_DRAWN = 7;
export const DECK_SIZE = 52;

/**
 * One draw: 7 distinct numbers of 1–42 in the order they came out, and one card 0..51
 * encoded as in the other card games (suit = ⌊card / 13⌋: spades, hearts, diamonds, clubs;
 * card % 13 = 0 for the ace, 1 for the two ... 12 for the king).
 */
export interface BetOnGamesDraw {
  balls: number[];
  card: number;
}

/**
 * The draw from a fair source, word by word: for ball i = 0..6, j = uniformInt(42 − i) and the
 * ball is the j-th (from 0) of the numbers not yet drawn, in ascending order; then the card is
 * uniformInt(52). uniformInt is rejection sampling on 32-bit big-endian words of the stream.
 */
export function drawFrom(source: RandomSource): BetOnGamesDraw {
  const left = Array.from({ length: BALL_COUNT }, (_, index) => index + 1);
  const balls: number[] = [];
  for (let i = 0; i < BALLS_DRAWN; i++) {
    const [ball] = left.splice(uniformInt(source, left.length), 1);
    balls.push(ball!);
  }
  return { balls, card: uniformInt(source, DECK_SIZE) };
}

/** The draw of `{serverSeed, clientSeed, nonce}` on @lale/games/fair's HMAC-SHA256 stream. */
export function drawBetOnGames(serverSeed: string, clientSeed: string, nonce: number) {
  return drawFrom(hmacStream(serverSeed, clientSeed, nonce));
}

export type CardSuit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
export const CARD_SUITS: readonly CardSuit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

export const cardSuit = (card: number): CardSuit => CARD_SUITS[Math.floor(card / 13)]!;
/** 2..14, the ace high. */
export const cardRank = (card: number): number => (card % 13 === 0 ? 14 : (card % 13) + 1);
export const isRed = (card: number): boolean =>
  cardSuit(card) === 'hearts' || cardSuit(card) === 'diamonds';
