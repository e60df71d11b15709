import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const key = () => randomBytes(32).toString('base64');
const production = {
  NODE_ENV: 'production',
  WEB_DIST: '/x',
  DATA_ENCRYPTION_KEYS: `k1:${key()}`,
  DATA_INDEX_KEY: key(),
};

describe('the SMS gap in the environment', () => {
  it('is a minute unless set', () => {
    expect(loadConfig({ WEB_DIST: '/x' }).smsGapMs).toBe(60_000);
    expect(loadConfig(production).smsGapMs).toBe(60_000);
  });

  it('may be shorter for tests, never in production, where it would let anyone flood a phone', () => {
    expect(loadConfig({ WEB_DIST: '/x', SMS_GAP_MS: '5000' }).smsGapMs).toBe(5_000);
    expect(() => loadConfig({ ...production, SMS_GAP_MS: '5000' })).toThrow(
      'SMS_GAP_MS: at least 60000 in production',
    );
    expect(loadConfig({ ...production, SMS_GAP_MS: '120000' }).smsGapMs).toBe(120_000);
  });
});
