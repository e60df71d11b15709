import { describe, expect, it } from 'vitest';
import { hmacStream } from './hmac-stream.ts';
import type { RandomSource } from './random-source.ts';
import { rejectionLimit, uniformInt, unitFloat, wordToInt } from './scaling.ts';
import { sampleSize } from '../simulation/sample-size.ts';

/** Upper 1% points of chi-square for the degrees of freedom used below. */
const CHI_SQUARE_99 = { 36: 58.619 } as const;

function sourceOf(words: number[]): RandomSource {
  let index = 0;
  return { nextUint32: () => words[index++] as number };
}

describe('rejection sampling', () => {
  it.each([2, 3, 6, 7, 37, 52, 100, 311, 1000, 65_535])(
    'maps all 2^16 words of the 16-bit variant onto [0, %i) exactly evenly',
    (n) => {
      const limit = rejectionLimit(n, 16);
      const hits = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let word = 0; word < 2 ** 16; word++) {
        const value = wordToInt(word, n, limit);
        if (value < 0) rejected++;
        else hits[value] = (hits[value] as number) + 1;
      }
      expect(new Set(hits)).toEqual(new Set([limit / n]));
      expect(rejected).toBe(2 ** 16 % n);
    },
  );

  it('draws again after a rejected word', () => {
    const limit = rejectionLimit(37, 32);
    const source = sourceOf([limit, 2 ** 32 - 1, 40]);
    expect(uniformInt(source, 37)).toBe(3);
  });

  it('keeps the boundary words: limit - 1 is accepted', () => {
    const limit = rejectionLimit(37, 32);
    expect(uniformInt(sourceOf([limit - 1]), 37)).toBe((limit - 1) % 37);
  });

  it('refuses an empty or fractional range', () => {
    expect(() => uniformInt(sourceOf([1]), 0)).toThrow(RangeError);
    expect(() => uniformInt(sourceOf([1]), 2.5)).toThrow(RangeError);
  });

  it('scales a word to [0, 1) by dividing by 2^32', () => {
    expect(unitFloat(sourceOf([0]))).toBe(0);
    expect(unitFloat(sourceOf([2 ** 31]))).toBe(0.5);
    expect(unitFloat(sourceOf([2 ** 32 - 1]))).toBeLessThan(1);
  });
});

describe('uniformity of the HMAC stream', () => {
  // Pure-JS HMAC (shared with the browser) is slower than node:crypto: room for a busy machine.
  const draws = sampleSize(2_000_000, 10_000_000);
  it(`passes chi-square at 99% over ${draws} integers in [0, 37)`, { timeout: 120_000 }, () => {
    const counts = new Float64Array(37);
    // Several nonces, as a server would use, rather than one endless stream.
    for (let nonce = 0; nonce < 100; nonce++) {
      const stream = hmacStream('chi-square-server-seed', 'chi-square-client', nonce);
      for (let i = 0; i < draws / 100; i++) counts[stream.nextInt(37)]! += 1;
    }
    const expected = draws / 37;
    let chiSquare = 0;
    for (const observed of counts) chiSquare += (observed - expected) ** 2 / expected;
    expect(chiSquare).toBeLessThan(CHI_SQUARE_99[36]);
  });
});
