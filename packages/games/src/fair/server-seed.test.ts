import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateServerSeed, hashServerSeed } from './server-seed.ts';

describe('server seed', () => {
  it('is 32 random bytes as 64 lowercase hex characters', () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(seed);
  });

  it('is committed to by its SHA-256 hex', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const seed = generateServerSeed();
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});
