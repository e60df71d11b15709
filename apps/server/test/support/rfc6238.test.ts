import { describe, expect, it } from 'vitest';
import { rfc6238 } from './rfc6238.ts';

describe('the tests’ own RFC 6238', () => {
  it('matches the SHA-1 test vectors of RFC 6238 appendix B', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(rfc6238(key, seconds * 1000, 8)).toBe(code);
  });
});
