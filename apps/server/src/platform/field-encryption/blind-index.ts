import { createHmac } from 'node:crypto';
import type { SecretKey } from './key-ring.ts';

/**
 * A keyed hash of a sealed value, for equality only: a unique index and lookups work on it
 * while the value itself stays sealed. HMAC-SHA256 with a key of its own (not a key-encryption
 * key), so that neither key gives the other away; the purpose is hashed in, so one value
 * indexes differently in two columns. Low-entropy values (an identity number has about 10^9
 * possibilities) can be guessed from the index by whoever has the key, never without it.
 */
export class BlindIndex {
  constructor(private readonly key: SecretKey) {}

  of(value: string, purpose: string): string {
    return createHmac('sha256', this.key.bytes())
      .update(`${purpose}\u0000${value}`, 'utf8')
      .digest('hex');
  }
}
