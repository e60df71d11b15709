// Tests only: an independent re-implementation with node:crypto, as the README tells players.
import { createHash, createHmac } from 'node:crypto';

const TWO_POW_52 = 2n ** 52n;

export function referenceNextHash(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}

export function referenceCrashPoint(gameHash: string, salt: string, edge: number, max: number) {
  const hmac = createHmac('sha256', gameHash).update(salt).digest('hex');
  const n = BigInt(`0x${hmac.slice(0, 13)}`);
  const raw = ((10_000n - BigInt(edge)) * TWO_POW_52) / (100n * (TWO_POW_52 - n));
  return Number(raw < 100n ? 100n : raw > BigInt(max) ? BigInt(max) : raw);
}

/** `count` distinct hashes: SHA-256 repeatedly from a label. */
export function referenceHashes(label: string, count: number): string[] {
  const hashes: string[] = [];
  let hash = createHash('sha256').update(label).digest('hex');
  for (let i = 0; i < count; i++) {
    hash = referenceNextHash(hash);
    hashes.push(hash);
  }
  return hashes;
}
