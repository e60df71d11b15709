import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { hmacStream } from './hmac-stream.ts';
import { shuffle } from './shuffle.ts';

/** Chi-square upper 1% point for 5 degrees of freedom (6 permutations of 3 items). */
const CHI_SQUARE_99_DF5 = 15.086;

describe('shuffle', () => {
  it('is Fisher–Yates from the top with unbiased integers', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const expected = items.slice();
    const reference = hmacStream('server', 'client', 7);
    for (let i = expected.length - 1; i > 0; i--) {
      const j = reference.nextInt(i + 1);
      [expected[i], expected[j]] = [expected[j] as number, expected[i] as number];
    }
    expect(shuffle(hmacStream('server', 'client', 7), items)).toEqual(expected);
    expect(expected).toEqual(GOLDEN_SHUFFLE);
  });

  it('returns a permutation and leaves the input alone', () => {
    const items = Array.from({ length: 312 }, (_, i) => i);
    const result = shuffle(new FastSource(1), items);
    expect(result).not.toEqual(items);
    expect(result.slice().sort((a, b) => a - b)).toEqual(items);
    expect(items[0]).toBe(0);
  });

  it('makes all 6 orders of 3 items equally likely', () => {
    const source = new FastSource(2024);
    const counts = new Map<string, number>();
    const rounds = 600_000;
    for (let i = 0; i < rounds; i++) {
      const key = shuffle(source, ['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const expected = rounds / 6;
    let chiSquare = 0;
    for (const observed of counts.values()) chiSquare += (observed - expected) ** 2 / expected;
    expect(chiSquare).toBeLessThan(CHI_SQUARE_99_DF5);
  });
});

const GOLDEN_SHUFFLE = [1, 4, 3, 5, 9, 8, 6, 2, 7, 0];
