import { hmacStream } from '../fair/hmac-stream.ts';
import { shuffle } from '../fair/shuffle.ts';
import { BALLS } from './ticket.ts';

/**
 * A game's call order: the numbers 1..90 shuffled (Fisher–Yates from the top, `shuffle` of
 * @lale/games/fair) by the HMAC stream of key = the game's server seed (its SHA-256 published
 * before ticket sales open), client seed = the game's client seed, nonce 0. Word by word: for
 * i = 89 down to 1, a 32-bit big-endian word w of the stream, redrawn while
 * w ≥ 2^32 − (2^32 mod (i + 1)), picks j = w mod (i + 1), and items i and j swap. Call k
 * (from 1) is item k − 1 of the result.
 */
export function callOrder(serverSeed: string, clientSeed: string): number[] {
  const balls = Array.from({ length: BALLS }, (_, i) => i + 1);
  return shuffle(hmacStream(serverSeed, clientSeed, 0), balls);
}
