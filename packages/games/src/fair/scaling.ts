import type { RandomSource } from './random-source.ts';

const TWO_POW_32 = 2 ** 32;

/**
 * Words at or above this limit are rejected so that every residue mod `n` keeps exactly
 * `limit / n` preimages; `% n` on all words would favour the low residues.
 */
export function rejectionLimit(n: number, wordBits: number): number {
  const range = 2 ** wordBits;
  return range - remainder(range, n);
}

/** `a % n` for integers 0 <= a <= 2^32, n >= 1: exact here, and faster than float `%` in V8. */
function remainder(a: number, n: number): number {
  return a - Math.floor(a / n) * n;
}

/** The integer a word maps to, or -1 when the word must be rejected and another drawn. */
export function wordToInt(word: number, n: number, limit: number): number {
  return word < limit ? remainder(word, n) : -1;
}

function assertRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`uniformInt needs an integer n in [1, 2^32], got ${n}`);
  }
}

/** An unbiased integer in [0, n): rejection sampling on 32-bit words. */
export function uniformInt(source: RandomSource, n: number): number {
  assertRange(n);
  const limit = rejectionLimit(n, 32);
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return remainder(word, n);
  }
}

/** A float in [0, 1) from one word: the Stake formula sum(bytes[i] / 256^(i+1)) over 4 bytes. */
export function unitFloat(source: RandomSource): number {
  return source.nextUint32() / TWO_POW_32;
}
