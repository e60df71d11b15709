import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

function behavesAsASlidingWindow(make: (now: () => Date) => RateLimiter) {
  let at = Date.parse('2026-11-21T10:00:00Z');
  const limiter = make(() => new Date(at));
  const key = randomBytes(6).toString('hex');
  afterAll(() => limiter.close());

  it('allows `limit` events per window and says when the next is allowed', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await limiter.take(rule, key)).toBe(true);
      at += 10_000;
    }
    expect(await limiter.take(rule, key)).toBe(false);
    // The first event (at +0 s) leaves the window at +60 s; it is now +30 s.
    expect(await limiter.retryAfter(rule, key)).toBe(30_000);
  });

  it('does not count refused events, and frees places as the window slides', async () => {
    expect(await limiter.take(rule, key)).toBe(false);
    at += 30_001;
    expect(await limiter.retryAfter(rule, key)).toBe(0);
    expect(await limiter.take(rule, key)).toBe(true);
    expect(await limiter.take(rule, key)).toBe(false);
  });

  it('records without asking, clears, and keeps keys and rules apart', async () => {
    const other = `${key}-other`;
    for (let i = 0; i < 3; i++) await limiter.record(rule, other);
    expect(await limiter.retryAfter(rule, other)).toBeGreaterThan(0);
    expect(await limiter.retryAfter({ ...rule, name: 'else' }, other)).toBe(0);
    await limiter.clear(rule, other);
    expect(await limiter.retryAfter(rule, other)).toBe(0);
  });
}

describe('the in-memory rate limiter', () => {
  behavesAsASlidingWindow((now) => new MemoryRateLimiter(now));
});

describe.skipIf(!process.env.REDIS_URL)('the Redis rate limiter (REDIS_URL)', () => {
  behavesAsASlidingWindow((now) => RedisRateLimiter.connect(process.env.REDIS_URL!, now));
});
