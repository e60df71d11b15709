import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

const HASH_PATTERN = /^[0-9a-f]{64}$/;
const HEX_DIGITS = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));

/** A game hash or chain secret: 64 lowercase hex characters. */
export function isChainHash(value: unknown): value is string {
  return typeof value === 'string' && HASH_PATTERN.test(value);
}

export function assertChainHash(value: string, what: string): void {
  if (!isChainHash(value)) throw new RangeError(`${what} must be 64 lowercase hex characters`);
}

/**
 * One link step on raw digests: SHA-256 of the 64 ASCII hex characters of `digest`, written
 * through `scratch` (64 bytes) so long chains allocate no strings.
 */
export function stepDigest(digest: Uint8Array, scratch: Uint8Array): Uint8Array {
  for (let i = 0; i < 32; i++) {
    const byte = digest[i] as number;
    scratch[2 * i] = HEX_DIGITS[byte >> 4] as number;
    scratch[2 * i + 1] = HEX_DIGITS[byte & 15] as number;
  }
  return sha256(scratch);
}

/** The next link toward the commitment: SHA-256 of the hash's hex text, as lowercase hex. */
export function nextChainHash(hash: string): string {
  assertChainHash(hash, 'hash');
  return bytesToHex(stepDigest(hexToBytes(hash), new Uint8Array(64)));
}

/** Applies `nextChainHash` `steps` times. */
export function hashForward(hash: string, steps: number): string {
  assertChainHash(hash, 'hash');
  if (!Number.isSafeInteger(steps) || steps < 0) throw new RangeError('steps must be >= 0');
  const scratch = new Uint8Array(64);
  let digest: Uint8Array = hexToBytes(hash);
  for (let i = 0; i < steps; i++) digest = stepDigest(digest, scratch);
  return bytesToHex(digest);
}

/**
 * True when `gameHash` is the round right after `previousGameHash`:
 * SHA-256(gameHash) === previousGameHash. The first round's previous hash is the commitment.
 */
export function verifyChainLink(gameHash: string, previousGameHash: string): boolean {
  return (
    isChainHash(gameHash) &&
    isChainHash(previousGameHash) &&
    nextChainHash(gameHash) === previousGameHash
  );
}

/**
 * How many links lead from `gameHash` forward to `ancestorHash` (1 for the previous round),
 * or null if it is not reached within `maxSteps`. With the commitment as the ancestor, round
 * i (0-based) is reached in i + 1 steps.
 */
export function stepsToAncestor(
  gameHash: string,
  ancestorHash: string,
  maxSteps: number,
): number | null {
  if (!isChainHash(gameHash) || !isChainHash(ancestorHash)) return null;
  const scratch = new Uint8Array(64);
  const target = hexToBytes(ancestorHash);
  let digest: Uint8Array = hexToBytes(gameHash);
  for (let step = 1; step <= maxSteps; step++) {
    digest = stepDigest(digest, scratch);
    if (digest.every((byte, i) => byte === target[i])) return step;
  }
  return null;
}
