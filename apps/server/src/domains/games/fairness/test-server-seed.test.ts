import { describe, expect, it } from 'vitest';
import { newServerSeed } from './test-server-seed.ts';

const fixed = 'ab'.repeat(32);
const testServer = { NODE_ENV: 'test', TEST_FIXED_SERVER_SEED: fixed };

describe('the server seed of a new seed pair', () => {
  it("is the fixed test seed for a test server's players named for it", () => {
    expect(newServerSeed('fx-autoplay', testServer)).toBe(fixed);
  });

  it('stays fresh for every other player on that server', () => {
    for (const username of ['demo', 'p123', null]) {
      const seed = newServerSeed(username, testServer);
      expect(seed).toMatch(/^[0-9a-f]{64}$/);
      expect(seed).not.toBe(fixed);
    }
  });

  it('is never the fixed seed in production', () => {
    const seed = newServerSeed('fx-autoplay', { ...testServer, NODE_ENV: 'production' });
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seed).not.toBe(fixed);
  });

  it('is fresh each time when no seed is fixed or the fixed one is malformed', () => {
    const a = newServerSeed('fx-a', { NODE_ENV: 'test' });
    expect(a).not.toBe(newServerSeed('fx-a', { NODE_ENV: 'test' }));
    expect(newServerSeed('fx-a', { NODE_ENV: 'test', TEST_FIXED_SERVER_SEED: 'secret' })).not.toBe(
      'secret',
    );
  });
});
