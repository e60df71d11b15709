import { describe, expect, it } from 'vitest';
import { newServerSeed } from './test-server-seed.ts';

const fixed = 'ab'.repeat(32);

describe('the server seed of a new seed pair', () => {
  it('is the fixed test seed in a test server', () => {
    expect(newServerSeed({ NODE_ENV: 'test', TEST_FIXED_SERVER_SEED: fixed })).toBe(fixed);
  });

  it('is never the fixed seed in production', () => {
    const seed = newServerSeed({ NODE_ENV: 'production', TEST_FIXED_SERVER_SEED: fixed });
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seed).not.toBe(fixed);
  });

  it('is fresh each time when no seed is fixed or the fixed one is malformed', () => {
    const a = newServerSeed({ NODE_ENV: 'test' });
    expect(a).not.toBe(newServerSeed({ NODE_ENV: 'test' }));
    expect(newServerSeed({ NODE_ENV: 'test', TEST_FIXED_SERVER_SEED: 'secret' })).not.toBe(
      'secret',
    );
  });
});
