import { createHash } from 'node:crypto';

/** Reads a SHA-256 of `key` as a stream of bytes: the same key always draws the same art. */
export class ArtDice {
  private readonly bytes: Buffer;
  private cursor = 0;

  constructor(key: string) {
    const first = createHash('sha256').update(key).digest();
    const second = createHash('sha256').update(first).digest();
    this.bytes = Buffer.concat([first, second]);
  }

  /** A float in [0, 1). */
  next(): number {
    const value = this.bytes[this.cursor % this.bytes.length]!;
    this.cursor++;
    return value / 256;
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

export const fixed = (value: number) => value.toFixed(1);
