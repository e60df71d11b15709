import type { Attempt, BackoffRule, EventWindow, RateLimiter, RateRule } from './rate-limiter.ts';

/** A limiter that can tell whether its engine is reachable right now. */
export interface ReachableRateLimiter extends RateLimiter {
  reachable(): boolean;
}

/**
 * Redis first, PostgreSQL while Redis is unreachable: a call goes to the fallback at once when
 * the Redis connection is down, and when a Redis call fails. Limits keep holding across
 * processes (PostgreSQL is shared too), only slower; counts made on one engine are not seen by
 * the other, so during a switch a key may get up to one window's allowance again. That errs
 * toward letting players through, never toward failing their calls.
 */
export class FailoverRateLimiter implements RateLimiter {
  constructor(
    private readonly primary: ReachableRateLimiter,
    private readonly fallback: RateLimiter,
    private readonly onFailover: (error: unknown) => void = () => undefined,
  ) {}

  /** False while limits are counted in the fallback (for health). */
  primaryReachable(): boolean {
    return this.primary.reachable();
  }

  retryAfter(rule: RateRule, key: string): Promise<number> {
    return this.either((limiter) => limiter.retryAfter(rule, key));
  }

  take(rule: RateRule, key: string): Promise<boolean> {
    return this.either((limiter) => limiter.take(rule, key));
  }

  delayOf(rule: BackoffRule, key: string): Promise<number> {
    return this.either((limiter) => limiter.delayOf(rule, key));
  }

  attempt(rule: BackoffRule, key: string): Promise<Attempt> {
    return this.either((limiter) => limiter.attempt(rule, key));
  }

  async release(rule: EventWindow, key: string, ticket: string): Promise<void> {
    // The ticket may come from either engine: un-count it wherever it is.
    await Promise.all([
      this.primary.release(rule, key, ticket).catch(() => undefined),
      this.fallback.release(rule, key, ticket),
    ]);
  }

  record(rule: EventWindow, key: string): Promise<void> {
    return this.either((limiter) => limiter.record(rule, key));
  }

  async clear(rule: EventWindow, key: string): Promise<void> {
    await Promise.all([
      this.primary.clear(rule, key).catch(() => undefined),
      this.fallback.clear(rule, key),
    ]);
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close().catch(() => undefined), this.fallback.close()]);
  }

  private async either<T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (!this.primary.reachable()) return call(this.fallback);
    try {
      return await call(this.primary);
    } catch (error) {
      this.onFailover(error);
      return call(this.fallback);
    }
  }
}
