import type { RandomSource } from '../fair/random-source.ts';

/**
 * SFC32, a small fast non-cryptographic generator. Only for RTP simulations, tests and benches
 * where millions of draws per second matter; real rounds always draw from the HMAC stream.
 */
export class FastSource implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = seed >>> 0;
    // Warm-up discards the weak first outputs of a low-entropy seed.
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
}
