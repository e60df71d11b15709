import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { assertChainHash } from './chain-hash.ts';

/** Multipliers are integer hundredths: 100 = 1.00x, the lowest crash point. */
export const MIN_CRASH_POINT = 100;
/** Basis points in one: an edge of 300 basis points is 3%, an RTP of 97%. */
export const BASIS_POINTS = 10_000;
const TWO_POW_52 = 2 ** 52;
const TWO_POW_52_BIG = 2n ** 52n;

export function assertEdge(edgeBasisPoints: number): void {
  if (!Number.isInteger(edgeBasisPoints) || edgeBasisPoints < 0 || edgeBasisPoints >= 10_000) {
    throw new RangeError('edgeBasisPoints must be an integer in [0, 10000)');
  }
}

export function assertMaxMultiplier(maxHundredths: number): void {
  if (!Number.isSafeInteger(maxHundredths) || maxHundredths < MIN_CRASH_POINT) {
    throw new RangeError('maxMultiplierHundredths must be an integer >= 100');
  }
}

/** HMAC-SHA256(key = game hash as its hex text, message = salt as UTF-8), lowercase hex. */
export function crashHmac(gameHash: string, salt: string): string {
  assertChainHash(gameHash, 'gameHash');
  if (salt.length === 0) throw new RangeError('salt must not be empty');
  return bytesToHex(hmac(sha256, utf8ToBytes(gameHash), utf8ToBytes(salt)));
}

/** The first 52 bits of the HMAC (its first 13 hex characters), an integer in [0, 2^52). */
export function int52FromHmac(hmacHex: string): number {
  return Number.parseInt(hmacHex.slice(0, 13), 16);
}

/**
 * The crash point, in hundredths, of n in [0, 2^52) (r = n / 2^52):
 * min(max, max(100, ⌊(10000 − edge) · 2^52 / (100 · (2^52 − n))⌋)), exact in integers.
 * That is ⌊100 · (1 − e) / (1 − r)⌋ / 100 with P(crash ≥ x) = (1 − e) / x, capped at `max`.
 */
export function crashPointFromInt52(
  n: number,
  edgeBasisPoints: number,
  maxHundredths: number,
): number {
  if (!Number.isSafeInteger(n) || n < 0 || n >= TWO_POW_52) {
    throw new RangeError('n must be an integer in [0, 2^52)');
  }
  assertEdge(edgeBasisPoints);
  assertMaxMultiplier(maxHundredths);
  const raw =
    (BigInt(BASIS_POINTS - edgeBasisPoints) * TWO_POW_52_BIG) /
    (100n * (TWO_POW_52_BIG - BigInt(n)));
  if (raw >= BigInt(maxHundredths)) return maxHundredths;
  return Math.max(MIN_CRASH_POINT, Number(raw));
}

/** The same mapping from r = n / 2^52 in [0, 1) (simulations draw r from a fast source). */
export function crashPointFromUniform(
  r: number,
  edgeBasisPoints: number,
  maxHundredths: number,
): number {
  return crashPointFromInt52(r * TWO_POW_52, edgeBasisPoints, maxHundredths);
}

/** A round's crash point in hundredths from its game hash and the chain's public salt. */
export function crashPointFromHash(
  gameHash: string,
  salt: string,
  edgeBasisPoints: number,
  maxHundredths: number,
): number {
  return crashPointFromInt52(
    int52FromHmac(crashHmac(gameHash, salt)),
    edgeBasisPoints,
    maxHundredths,
  );
}
