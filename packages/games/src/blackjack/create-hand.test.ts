import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { shuffle } from '../fair/shuffle.ts';
import { ORDERED_SHOE } from './cards.ts';
import { createHand, createHandFromShoe } from './create-hand.ts';
import { deal } from './opening.ts';

describe('createHand', () => {
  it('shuffles all 312 cards with the fair Fisher–Yates and deals from the top', () => {
    const state = createHand(100, hmacStream('server-seed', 'client-seed', 9));
    const expected = shuffle(hmacStream('server-seed', 'client-seed', 9), ORDERED_SHOE);
    expect(state.shoe).toEqual(expected);
    const dealt = deal(state);
    expect(dealt.hands[0]?.cards).toEqual([expected[0], expected[2]]);
    expect(dealt.dealerCards).toEqual([expected[1], expected[3]]);
  });

  it('refuses a bet that is not a positive integer', () => {
    for (const bet of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER]) {
      expect(() => createHand(bet, hmacStream('s', 'c', 0))).toThrow(RangeError);
    }
  });

  it('refuses a shoe that is not a permutation of 0..311', () => {
    const shoe = [...ORDERED_SHOE];
    shoe[5] = 0;
    expect(() => createHandFromShoe(100, shoe)).toThrow(RangeError);
    expect(() => createHandFromShoe(100, ORDERED_SHOE.slice(1))).toThrow(RangeError);
  });
});
