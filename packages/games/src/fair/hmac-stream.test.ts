import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacStream } from './hmac-stream.ts';

const SERVER_SEED = '6a1f0c3e9b2d4f8a7c5e1b3d9f0a2c4e6b8d0f1a3c5e7092b4d6f8a1c3e5f7b9';
const CLIENT_SEED = 'lale-player-seed';
const NONCE = 42;

/** The documented derivation, written out independently of the stream's buffering. */
function referenceBytes(count: number): number[] {
  const bytes: number[] = [];
  for (let cursor = 0; bytes.length < count; cursor++) {
    const block = createHmac('sha256', SERVER_SEED)
      .update(`${CLIENT_SEED}:${NONCE}:${cursor}`)
      .digest();
    bytes.push(...block);
  }
  return bytes.slice(0, count);
}

describe('hmacStream', () => {
  it('yields the HMAC-SHA256 blocks for cursor 0, 1, 2... in order', () => {
    const stream = hmacStream(SERVER_SEED, CLIENT_SEED, NONCE);
    const bytes = Array.from({ length: 100 }, () => stream.nextByte());
    expect(bytes).toEqual(referenceBytes(100));
    expect(stream.blocksUsed).toBe(4);
  });

  it('matches the golden vector for these seeds', () => {
    const stream = hmacStream(SERVER_SEED, CLIENT_SEED, NONCE);
    const words = Array.from({ length: 10 }, () => stream.nextUint32());
    expect(words).toEqual(GOLDEN_WORDS);
  });

  it('reads words big-endian, also across a block boundary', () => {
    const reference = referenceBytes(64);
    const stream = hmacStream(SERVER_SEED, CLIENT_SEED, NONCE);
    for (let i = 0; i < 30; i++) stream.nextByte();
    const straddling = stream.nextUint32();
    const expected = reference.slice(30, 34).reduce((word, byte) => word * 256 + byte, 0);
    expect(straddling).toBe(expected);
  });

  it('turns 4 bytes into a float as sum(bytes[i] / 256^(i+1))', () => {
    const reference = referenceBytes(32);
    const stream = hmacStream(SERVER_SEED, CLIENT_SEED, NONCE);
    for (let f = 0; f < 8; f++) {
      const four = reference.slice(f * 4, f * 4 + 4);
      const expected = four.reduce((sum, byte, i) => sum + byte / 256 ** (i + 1), 0);
      const value = stream.nextFloat();
      expect(value).toBe(expected);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(GOLDEN_FLOAT).toBe(hmacStream(SERVER_SEED, CLIENT_SEED, NONCE).nextFloat());
  });

  it('gives different streams for a different nonce or client seed', () => {
    const first = hmacStream(SERVER_SEED, CLIENT_SEED, NONCE).nextUint32();
    expect(hmacStream(SERVER_SEED, CLIENT_SEED, NONCE + 1).nextUint32()).not.toBe(first);
    expect(hmacStream(SERVER_SEED, 'other', NONCE).nextUint32()).not.toBe(first);
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => hmacStream(SERVER_SEED, CLIENT_SEED, -1)).toThrow(RangeError);
    expect(() => hmacStream(SERVER_SEED, CLIENT_SEED, 1.5)).toThrow(RangeError);
  });
});

const GOLDEN_WORDS = [
  3022910708, 338448731, 4246025669, 2596808102, 727025757, 1871801166, 3975119454, 3239341983,
  240361914, 1617653816,
];
const GOLDEN_FLOAT = 0.7038262458518147;
