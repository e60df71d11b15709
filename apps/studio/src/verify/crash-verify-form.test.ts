import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashVerifyLink } from '../crash/crash-verify-link.ts';
import { crashFormFromQuery, verifyCrashForm } from './crash-verify-form.ts';

const SALT = 'lale-crash-salt-2025';

/** The README's node:crypto recipe. */
function readmeCrashPoint(gameHash: string, edge: number, cap: number): number {
  const n = BigInt('0x' + createHmac('sha256', gameHash).update(SALT).digest('hex').slice(0, 13));
  const D = 2n ** 52n;
  const raw = ((10000n - BigInt(edge)) * D) / (100n * (D - n));
  return Number(raw < 100n ? 100n : raw > BigInt(cap) ? BigInt(cap) : raw);
}

describe('verifying a crash round', () => {
  const gameHash = createHash('sha256').update('seed').digest('hex');
  const previousHash = createHash('sha256').update(gameHash).digest('hex');

  it('is prefilled from a past round’s link and recomputes the published crash point', () => {
    const link = crashVerifyLink({
      model: 'spaceman',
      gameHash,
      salt: SALT,
      previousHash,
      lang: 'en',
    });
    const form = crashFormFromQuery(link.slice(link.indexOf('?')));
    expect(form).toEqual({ model: 'spaceman', gameHash, salt: SALT, previousHash });
    const result = verifyCrashForm(form)!;
    expect(result.crashPointHundredths).toBe(readmeCrashPoint(gameHash, 350, 500_000));
    expect(result.chainLinkValid).toBe(true);
  });

  it('says when the chain link does not hold, and skips it without a previous hash', () => {
    const form = { model: 'zeplin', gameHash, salt: SALT, previousHash: 'f'.repeat(64) };
    expect(verifyCrashForm(form)!.chainLinkValid).toBe(false);
    expect(verifyCrashForm({ ...form, previousHash: '' })!.chainLinkValid).toBeNull();
    expect(verifyCrashForm(form)!.crashPointHundredths).toBe(
      readmeCrashPoint(gameHash, 300, 1_000_000),
    );
  });

  it('refuses inputs that cannot name a round', () => {
    expect(
      verifyCrashForm({ model: 'zeplin', gameHash: 'abc', salt: SALT, previousHash: '' }),
    ).toBeNull();
    expect(verifyCrashForm({ model: 'zeplin', gameHash, salt: '', previousHash: '' })).toBeNull();
    expect(crashFormFromQuery('?model=poker').model).toBe('zeplin');
  });
});
