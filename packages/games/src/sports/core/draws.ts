import { hmacStream } from '../../fair/hmac-stream.ts';
import type { RandomSource } from '../../fair/random-source.ts';

/** The committed seeds of one event's result: the provably fair stream they key. */
export interface DrawSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const TWO_POW_32 = 2 ** 32;
const TWO_POW_52 = 2 ** 52;

/** The HMAC stream of `@lale/games/fair` for these seeds. */
export function seedStream(seeds: DrawSeeds): RandomSource {
  return hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
}

/** The 52-bit integer of two words: the top 20 bits of the first above all 32 of the second. */
function word52(source: RandomSource): number {
  const high = source.nextUint32() >>> 12;
  return high * TWO_POW_32 + source.nextUint32();
}

/** A uniform in [0, 1) with 52 bits, from two words. */
export function uniform52(source: RandomSource): number {
  return word52(source) / TWO_POW_52;
}

/**
 * A uniform strictly inside (0, 1), the middle of one of 2⁵² equal cells, from two words: what
 * an inverse CDF with infinite ends takes (it never meets 0 or 1).
 */
export function openUniform52(source: RandomSource): number {
  return (word52(source) + 0.5) / TWO_POW_52;
}

/** True with chance p (to 2⁻³²: exactly ⌈p · 2³²⌉ / 2³²), from one word: word / 2³² < p. */
export function chanceWord(source: RandomSource, p: number): boolean {
  return source.nextUint32() < p * TWO_POW_32;
}
