import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimiter, RateRule } from './rate-limiter.ts';

// Each key is a sorted set of event times; the scripts run atomically inside Redis, so every
// server process sees and updates the same counts.
const PRUNE = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])`;
const RETRY_AFTER = `${PRUNE}
local count = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[3])
if count < limit then return 0 end
local at = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return tonumber(at[2]) + ARGV[2] - ARGV[1]`;
const TAKE = `${PRUNE}
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const RECORD = `${PRUNE}
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => Date,
    private readonly prefix = 'lale:rl:',
  ) {}

  static connect(url: string, now: () => Date): RedisRateLimiter {
    return new RedisRateLimiter(new Redis(url, { maxRetriesPerRequest: 2 }), now);
  }

  async retryAfter(rule: RateRule, key: string): Promise<number> {
    return Number(await this.run(RETRY_AFTER, rule, key));
  }

  async record(rule: RateRule, key: string): Promise<void> {
    await this.run(RECORD, rule, key);
  }

  async take(rule: RateRule, key: string): Promise<boolean> {
    return Number(await this.run(TAKE, rule, key)) === 1;
  }

  async clear(rule: RateRule, key: string): Promise<void> {
    await this.redis.del(this.key(rule, key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private run(script: string, rule: RateRule, key: string): Promise<unknown> {
    const now = this.now().getTime();
    // The member must be unique even for two events in the same millisecond.
    const member = `${now}:${randomBytes(6).toString('hex')}`;
    return this.redis.eval(script, 1, this.key(rule, key), now, rule.windowMs, rule.limit, member);
  }

  private key(rule: RateRule, key: string): string {
    return `${this.prefix}${rule.name}:${rule.windowMs}:${key}`;
  }
}
