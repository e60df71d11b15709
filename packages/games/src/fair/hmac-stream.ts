import { createHmac } from 'node:crypto';
import type { RandomSource } from './random-source.ts';
import { uniformInt } from './scaling.ts';

const BLOCK_BYTES = 32;

/**
 * The provably fair byte stream of one round: block k is
 * HMAC-SHA256(key = server seed as UTF-8, message = `${clientSeed}:${nonce}:${k}`), k = 0, 1, 2...
 * Bytes are read in order; words are 4 bytes big-endian.
 */
export class HmacStream implements RandomSource {
  private block: Buffer = Buffer.alloc(0);
  private offset = BLOCK_BYTES;
  private nextCursor = 0;

  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {
    if (!Number.isSafeInteger(nonce) || nonce < 0) {
      throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
    }
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
      const word = this.block.readUInt32BE(this.offset);
      this.offset += 4;
      return word;
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
    this.block = createHmac('sha256', this.serverSeed)
      .update(`${this.clientSeed}:${this.nonce}:${this.nextCursor}`)
      .digest();
    this.nextCursor += 1;
    this.offset = 0;
  }
}

export function hmacStream(serverSeed: string, clientSeed: string, nonce: number): HmacStream {
  return new HmacStream(serverSeed, clientSeed, nonce);
}
