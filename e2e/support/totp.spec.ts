import { expect, test } from '@playwright/test';
import { base32Decode, totpAt } from './totp.ts';

/** RFC 6238 appendix B, SHA-1, 8 digits, key ASCII "12345678901234567890". */
const RFC_6238_SHA1: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

test('the TOTP helper reproduces the SHA-1 vectors of RFC 6238', () => {
  const key = Buffer.from('12345678901234567890', 'ascii');
  for (const [time, code] of RFC_6238_SHA1) expect(totpAt(key, time, 8), `T=${time}`).toBe(code);
});

test('it reads keys written in base32 as authenticator apps do', () => {
  const key = base32Decode('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ');
  expect(key.toString('ascii')).toBe('12345678901234567890');
  expect(totpAt(key, 59, 6)).toBe('287082');
  expect(() => base32Decode('GEZD1')).toThrow('not base32');
});
