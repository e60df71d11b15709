import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ReachableRateLimiter } from './failover-rate-limiter.ts';
import type { Attempt, BackoffRule, EventWindow, RateRule } from './rate-limiter.ts';

// Each key is a sorted set of event times; the scripts run atomically inside Redis, so every
// server process sees and updates the same counts. ARGV[1] is now, ARGV[2] the window.
const PRUNE = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])`;
const ADD = `redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

// ARGV[3] the member an event would get, ARGV[4] the limit.
const RETRY_AFTER = `${PRUNE}
local count = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[4])
if count < limit then return 0 end
local at = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return tonumber(at[2]) + ARGV[2] - ARGV[1]`;
const TAKE = `${PRUNE}
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
${ADD}
return 1`;
const RECORD = `${PRUNE}
${ADD}
return 1`;

// ARGV[4] free, ARGV[5] first delay, ARGV[6] longest delay: backoffWait() of rate-limiter.ts.
const BACKOFF_WAIT = `${PRUNE}
local count = redis.call('ZCARD', KEYS[1])
local free = tonumber(ARGV[4])
local wait = 0
if count >= free then
  local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
  local delay = math.min(tonumber(ARGV[6]), tonumber(ARGV[5]) * 2 ^ math.min(count - free, 40))
  wait = math.max(0, tonumber(newest[2]) + delay - tonumber(ARGV[1]))
end`;
const DELAY = `${BACKOFF_WAIT}
return wait`;
const ATTEMPT = `${BACKOFF_WAIT}
if wait > 0 then return wait end
${ADD}
return 0`;

export class RedisRateLimiter implements ReachableRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => Date,
    private readonly prefix = 'lale:rl:',
  ) {}

  /**
   * A call made while Redis is unreachable fails after one reconnection attempt; a
   * FailoverRateLimiter does not even try then (`reachable`) and counts in PostgreSQL.
   * ioredis reconnects by itself.
   */
  static connect(url: string, now: () => Date, prefix?: string): RedisRateLimiter {
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    return new RedisRateLimiter(redis, now, prefix);
  }

  reachable(): boolean {
    return this.redis.status === 'ready';
  }

  async retryAfter(rule: RateRule, key: string): Promise<number> {
    return Number(await this.run(RETRY_AFTER, rule, key, [rule.limit]));
  }

  async take(rule: RateRule, key: string): Promise<boolean> {
    return Number(await this.run(TAKE, rule, key, [rule.limit])) === 1;
  }

  async delayOf(rule: BackoffRule, key: string): Promise<number> {
    return Number(await this.run(DELAY, rule, key, backoffArgs(rule)));
  }

  async attempt(rule: BackoffRule, key: string): Promise<Attempt> {
    const ticket = this.member();
    const wait = Number(await this.run(ATTEMPT, rule, key, backoffArgs(rule), ticket));
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true, ticket };
  }

  async release(rule: EventWindow, key: string, ticket: string): Promise<void> {
    await this.redis.zrem(this.key(rule, key), ticket);
  }

  async record(rule: EventWindow, key: string): Promise<void> {
    await this.run(RECORD, rule, key, []);
  }

  async clear(rule: EventWindow, key: string): Promise<void> {
    await this.redis.del(this.key(rule, key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private run(
    script: string,
    rule: EventWindow,
    key: string,
    args: number[],
    member = this.member(),
  ): Promise<unknown> {
    const now = this.now().getTime();
    return this.redis.eval(script, 1, this.key(rule, key), now, rule.windowMs, member, ...args);
  }

  /** A sorted-set member unique even for two events in the same millisecond. */
  private member(): string {
    return `${this.now().getTime()}:${randomBytes(6).toString('hex')}`;
  }

  private key(rule: EventWindow, key: string): string {
    return `${this.prefix}${rule.name}:${rule.windowMs}:${key}`;
  }
}

function backoffArgs(rule: BackoffRule): number[] {
  return [rule.free, rule.firstDelayMs, rule.maxDelayMs];
}
