import { describe, expect, it } from 'vitest';
import { nextChainHash, stepsToAncestor, verifyChainLink } from './chain-hash.ts';
import { generateChainSecret } from './chain-secret.ts';
import { chainCommitment, createHashChain } from './hash-chain.ts';
import { referenceNextHash } from './test-reference.ts';

const SECRET = 'a3f1c0de'.repeat(8);

describe('hash chain', () => {
  it('links each round to the previous one over 1,000 rounds, the first to the commitment', () => {
    const chain = createHashChain(1_000, SECRET, { checkpointEvery: 64 });
    const hashes = [...chain.hashes()];
    expect(hashes).toHaveLength(1_000);
    expect(new Set(hashes).size).toBe(1_000);
    expect(verifyChainLink(hashes[0]!, chain.commitment)).toBe(true);
    for (let i = 1; i < hashes.length; i++) {
      expect(verifyChainLink(hashes[i]!, hashes[i - 1]!)).toBe(true);
    }
    expect(hashes[999]).toBe(SECRET);
    expect(chainCommitment(SECRET, 1_000)).toBe(chain.commitment);
  });

  it('hashes the hex text, as node:crypto does', () => {
    let hash = SECRET;
    for (let i = 0; i < 5; i++) hash = referenceNextHash(hash);
    expect(createHashChain(5, SECRET).commitment).toBe(hash);
    expect(nextChainHash(SECRET)).toBe(referenceNextHash(SECRET));
  });

  it('gives the same hashes whatever the checkpoint spacing, by index or in order', () => {
    const expected = [...createHashChain(300, SECRET, { checkpointEvery: 1 }).hashes()];
    for (const every of [7, 64, 300, 1_000]) {
      const chain = createHashChain(300, SECRET, { checkpointEvery: every });
      expect([...chain.hashes()]).toEqual(expected);
      expect([...chain.hashes(123)]).toEqual(expected.slice(123));
      for (const index of [0, 6, 7, 150, 293, 299])
        expect(chain.hashAt(index)).toBe(expected[index]);
    }
  });

  it('fails a tampered or malformed link', () => {
    const chain = createHashChain(10, SECRET);
    const [first, second] = [chain.hashAt(0), chain.hashAt(1)];
    const flipped = `${second[0] === '0' ? '1' : '0'}${second.slice(1)}`;
    expect(verifyChainLink(flipped, first)).toBe(false);
    expect(verifyChainLink(second, chain.commitment)).toBe(false);
    expect(verifyChainLink(first, second)).toBe(false);
    expect(verifyChainLink(second.toUpperCase(), first)).toBe(false);
    expect(verifyChainLink('', first)).toBe(false);
  });

  it('finds how far a round sits from the commitment', () => {
    const chain = createHashChain(50, SECRET);
    expect(stepsToAncestor(chain.hashAt(0), chain.commitment, 50)).toBe(1);
    expect(stepsToAncestor(chain.hashAt(41), chain.commitment, 50)).toBe(42);
    expect(stepsToAncestor(chain.hashAt(41), chain.commitment, 41)).toBeNull();
    expect(stepsToAncestor(chain.hashAt(3), chain.hashAt(41), 50)).toBeNull();
  });

  it('refuses bad secrets, lengths and indexes', () => {
    expect(() => createHashChain(10, 'secret')).toThrow(RangeError);
    expect(() => createHashChain(0, SECRET)).toThrow(RangeError);
    expect(() => createHashChain(10, SECRET, { checkpointEvery: 0 })).toThrow(RangeError);
    expect(() => createHashChain(10, SECRET).hashAt(10)).toThrow(RangeError);
    expect(() => [...createHashChain(10, SECRET).hashes(-1)]).toThrow(RangeError);
    expect(() => chainCommitment(SECRET.toUpperCase(), 3)).toThrow(RangeError);
  });

  it('draws fresh 64-hex-character secrets', () => {
    const secret = generateChainSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(generateChainSecret()).not.toBe(secret);
  });
});
