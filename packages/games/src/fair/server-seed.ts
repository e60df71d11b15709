import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret server seed: 32 random bytes as 64 lowercase hex characters. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown to the player before play: SHA-256 of the seed string, lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}
