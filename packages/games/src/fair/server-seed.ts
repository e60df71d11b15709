// Server only: node:crypto stays in this file so the browser's verify page never pulls it in.
import { randomBytes } from 'node:crypto';

export { hashServerSeed } from './seed-hash.ts';

/** A fresh secret server seed: 32 random bytes as 64 lowercase hex characters. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}
