import { describe, expect, it } from 'vitest';
import {
  crashHmac,
  crashPointFromHash,
  crashPointFromInt52,
  crashPointFromUniform,
  int52FromHmac,
} from './crash-point.ts';
import { referenceCrashPoint, referenceHashes } from './test-reference.ts';

const SALT = 'lale-crash-salt-2025';
const TWO_POW_52 = 2 ** 52;

/** Computed once with test-reference.ts (node:crypto); pinned so the formula cannot drift. */
const GOLDEN = [
  ['e53f97cbb87c9a31076011e857ad9c27c1f66210ecd2c01c42b16329f570fa7a', 156, 155],
  ['4bd7c840ccf6190af4e025a595235dbbeddb803bbe30808fda25313db161e310', 101, 100],
  ['6b533fa200330f746ff635f27ab843f93e4da6b72cf91664e2d74542a1cef5a1', 5646, 5617],
  ['e550fb4fe33843cb828dc9542b57a661cce970bf064c8af03535f1fd2e0762b9', 935, 930],
  ['3c5dc71ecf6c43dc28c7bdf8b4d8c02e12caf2795d97d820540bf89ec6953876', 103, 103],
] as const;

describe('crash point', () => {
  it.each(GOLDEN)(
    '%s crashes at %i with edge 300 and %i with edge 350',
    (hash, zeplin, spaceman) => {
      expect(crashPointFromHash(hash, SALT, 300, 1_000_000)).toBe(zeplin);
      expect(crashPointFromHash(hash, SALT, 350, 500_000)).toBe(spaceman);
    },
  );

  it('agrees with an independent node:crypto implementation on 2,000 hashes', () => {
    for (const hash of referenceHashes('crash-point agreement', 2_000)) {
      expect(crashPointFromHash(hash, SALT, 300, 1_000_000)).toBe(
        referenceCrashPoint(hash, SALT, 300, 1_000_000),
      );
      expect(crashPointFromHash(hash, 'other salt', 350, 5_000)).toBe(
        referenceCrashPoint(hash, 'other salt', 350, 5_000),
      );
    }
  });

  it('reads n from the first 13 hex characters of the HMAC', () => {
    const hmac = crashHmac(GOLDEN[0][0], SALT);
    expect(hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(int52FromHmac(hmac)).toBe(0x61648950e0523);
    expect(int52FromHmac('f'.repeat(64))).toBe(TWO_POW_52 - 1);
  });

  it('floors to 1.00x at the bottom and caps at the top', () => {
    expect(crashPointFromInt52(0, 300, 1_000_000)).toBe(100);
    expect(crashPointFromInt52(0, 0, 1_000_000)).toBe(100);
    expect(crashPointFromInt52(TWO_POW_52 - 1, 300, 1_000_000)).toBe(1_000_000);
    expect(crashPointFromInt52(TWO_POW_52 / 2, 0, 1_000_000)).toBe(200);
    expect(crashPointFromInt52(TWO_POW_52 / 2, 300, 1_000_000)).toBe(194);
  });

  it('switches at exactly n = 2^52 − ⌊(10000 − edge) · 2^52 / (100 · x)⌋', () => {
    for (const edge of [0, 300, 350]) {
      for (const x of [101, 150, 199, 200, 1_000, 10_000, 100_000, 1_000_000]) {
        const first =
          TWO_POW_52 - Math.floor(Number((BigInt(10_000 - edge) * 2n ** 52n) / BigInt(100 * x)));
        expect(crashPointFromInt52(first, edge, 10_000_000)).toBeGreaterThanOrEqual(x);
        expect(crashPointFromInt52(first - 1, edge, 10_000_000)).toBeLessThan(x);
      }
    }
  });

  it('maps r = n / 2^52 the same way and refuses anything else', () => {
    expect(crashPointFromUniform(0.5, 300, 1_000_000)).toBe(194);
    expect(() => crashPointFromUniform(1, 300, 1_000_000)).toThrow(RangeError);
    expect(() => crashPointFromUniform(1e-20, 300, 1_000_000)).toThrow(RangeError);
  });

  it('refuses bad inputs', () => {
    expect(() => crashPointFromHash('ABC', SALT, 300, 1_000_000)).toThrow(RangeError);
    expect(() => crashPointFromHash(GOLDEN[0][0].toUpperCase(), SALT, 300, 100)).toThrow(
      RangeError,
    );
    expect(() => crashPointFromHash(GOLDEN[0][0], '', 300, 1_000_000)).toThrow(RangeError);
    expect(() => crashPointFromInt52(1, 10_000, 1_000_000)).toThrow(RangeError);
    expect(() => crashPointFromInt52(1, 2.5, 1_000_000)).toThrow(RangeError);
    expect(() => crashPointFromInt52(1, 300, 99)).toThrow(RangeError);
    expect(() => crashPointFromInt52(-1, 300, 1_000)).toThrow(RangeError);
  });
});
