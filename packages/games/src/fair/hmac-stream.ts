import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from './random-source.ts';
import { uniformInt } from './scaling.ts';

const BLOCK_BYTES = 32;

/**
 * The provably fair byte stream of one round: block k is
 * HMAC-SHA256(key = server seed as UTF-8, message = `${clientSeed}:${nonce}:${k}`), k = 0, 1, 2...
 * Bytes are read in order; words are 4 bytes big-endian. Pure JavaScript (@noble/hashes), so
 * the browser's verify page runs the very same code as the server.
 */
export class HmacStream implements RandomSource {
  private block: Uint8Array = new Uint8Array(0);
  private offset = BLOCK_BYTES;
  private nextCursor = 0;
  /** The keyed HMAC state, computed once per round and cloned for each block. */
  private readonly keyed: ReturnType<typeof hmac.create>;
  private readonly messagePrefix: string;

  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {
    if (!Number.isSafeInteger(nonce) || nonce < 0) {
      throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
    }
    this.keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
    this.messagePrefix = `${clientSeed}:${nonce}:`;
  }

  /** How many 32-byte blocks have been generated so far. */
  get blocksUsed(): number {
    return this.nextCursor;
  }

  nextByte(): number {
    if (this.offset === BLOCK_BYTES) this.refill();
    return this.block[this.offset++] as number;
  }

  nextUint32(): number {
    if (this.offset + 4 <= BLOCK_BYTES) {
      const b = this.block;
      const i = this.offset;
      this.offset += 4;
      return (
        (b[i] as number) * 0x1000000 +
        (((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number))
      );
    }
    return (
      this.nextByte() * 0x1000000 +
      this.nextByte() * 0x10000 +
      this.nextByte() * 0x100 +
      this.nextByte()
    );
  }

  /** Stake style: four bytes b0..b3 give b0/256 + b1/256^2 + b2/256^3 + b3/256^4, in [0, 1). */
  nextFloat(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 4; i++) {
      scale /= 256;
      value += this.nextByte() * scale;
    }
    return value;
  }

  /** An unbiased integer in [0, n). */
  nextInt(n: number): number {
    return uniformInt(this, n);
  }

  private refill(): void {
    const mac = this.keyed.clone();
    mac.update(utf8ToBytes(`${this.messagePrefix}${this.nextCursor}`));
    this.block = mac.digest();
    this.nextCursor += 1;
    this.offset = 0;
  }
}

export function hmacStream(serverSeed: string, clientSeed: string, nonce: number): HmacStream {
  return new HmacStream(serverSeed, clientSeed, nonce);
}
