import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { MemoryRateLimiter } from './memory-rate-limiter.ts';
import { PostgresRateLimiter } from './postgres-rate-limiter.ts';
import type { BackoffRule, RateLimiter } from './rate-limiter.ts';
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

const backoff: BackoffRule = {
  name: 'backoff',
  free: 2,
  firstDelayMs: 1_000,
  maxDelayMs: 8_000,
  windowMs: 3_600_000,
};

/** `make` builds one process's limiter; two calls share the counts as two processes would. */
function slowsDownWithGrowingDelays(make: (now: () => Date) => RateLimiter) {
  let at = Date.parse('2026-11-21T10:00:00Z');
  const first = make(() => new Date(at));
  const second = make(() => new Date(at));
  const key = randomBytes(6).toString('hex');
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('lets `free` attempts through, then doubles the wait after each, up to the cap', async () => {
    for (let i = 0; i < 2; i++)
      expect(await first.attempt(backoff, key)).toMatchObject({ allowed: true });
    const waits = [];
    for (let i = 0; i < 6; i++) {
      const refused = await second.attempt(backoff, key);
      expect(refused.allowed).toBe(false);
      const wait = refused.allowed ? 0 : refused.retryAfterMs;
      expect(await first.delayOf(backoff, key)).toBe(wait);
      waits.push(wait);
      at += wait;
      expect(await (i % 2 ? first : second).attempt(backoff, key)).toMatchObject({ allowed: true });
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('never refuses for good: the wait passes, and the window forgets old attempts', async () => {
    at += 8_000;
    expect(await second.delayOf(backoff, key)).toBe(0);
    at += backoff.windowMs;
    expect(await first.attempt(backoff, key)).toMatchObject({ allowed: true });
    expect(await first.attempt(backoff, key)).toMatchObject({ allowed: true });
    expect(await first.attempt(backoff, key)).toEqual({ allowed: false, retryAfterMs: 1_000 });
  });

  it('lets one of many attempts racing at the end of a delay through', async () => {
    at += 1_000;
    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).attempt(backoff, key)),
    );
    expect(raced.filter((attempt) => attempt.allowed)).toHaveLength(1);
  });

  it('un-counts a released attempt, and clears', async () => {
    const other = `${key}-released`;
    const one = await first.attempt(backoff, other);
    const two = await second.attempt(backoff, other);
    if (!one.allowed || !two.allowed) throw new Error('the free attempts were refused');
    await second.release(backoff, other, two.ticket);
    expect(await first.delayOf(backoff, other)).toBe(0);
    expect(await first.attempt(backoff, other)).toMatchObject({ allowed: true });
    expect(await first.delayOf(backoff, other)).toBe(1_000);
    await second.clear(backoff, other);
    expect(await first.delayOf(backoff, other)).toBe(0);
  });
}

describe('the in-memory rate limiter', () => {
  behavesAsASlidingWindow((now) => new MemoryRateLimiter(now));
  describe('with a backoff rule', () => {
    // One process has one limiter: both of the suite's names are the same one.
    let shared: MemoryRateLimiter | undefined;
    slowsDownWithGrowingDelays((now) => (shared ??= new MemoryRateLimiter(now)));
  });
});

describe.skipIf(!process.env.REDIS_URL)('the Redis rate limiter (REDIS_URL)', () => {
  behavesAsASlidingWindow((now) => RedisRateLimiter.connect(process.env.REDIS_URL!, now));
  describe('with a backoff rule, across two connections', () => {
    slowsDownWithGrowingDelays((now) => RedisRateLimiter.connect(process.env.REDIS_URL!, now));
  });
});

describe('the PostgreSQL rate limiter (the fallback while Redis is down)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
  });
  afterAll(() => database.close());
  const db = () => database.db;
  behavesAsASlidingWindow((now) => lazy(() => new PostgresRateLimiter(db(), now)));
  describe('with a backoff rule, across two processes', () => {
    slowsDownWithGrowingDelays((now) => lazy(() => new PostgresRateLimiter(db(), now)));
  });
});

/** The limiter built on first use: the suites are declared before the database opens. */
function lazy(make: () => RateLimiter): RateLimiter {
  let built: RateLimiter | undefined;
  const one = () => (built ??= make());
  return new Proxy({} as RateLimiter, {
    get: (_target, name: keyof RateLimiter) => {
      const method = one()[name] as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => method.apply(one(), args);
    },
  });
}
