/** At most `limit` events per key in any window of `windowMs` (a sliding window). */
export interface RateRule {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Counts events per key and rule. Limits slow an attacker down and expire by themselves, so
 * the real owner is never locked out for good. Refused events are not counted.
 */
export interface RateLimiter {
  /** Milliseconds until one more event would be allowed (0: now). Counts nothing. */
  retryAfter(rule: RateRule, key: string): Promise<number>;
  /** Counts one event. */
  record(rule: RateRule, key: string): Promise<void>;
  /** Counts one event if the limit allows it; false (and nothing counted) when it does not. */
  take(rule: RateRule, key: string): Promise<boolean>;
  /** Forgets the key's events, e.g. the failed logins of an account that has just signed in. */
  clear(rule: RateRule, key: string): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_ABOVE_KEYS = 10_000;

/** One process's limiter: enough for one server; several servers share Redis instead. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly events = new Map<string, number[]>();
  private longestWindowMs = 0;

  constructor(private readonly now: () => Date) {}

  async retryAfter(rule: RateRule, key: string): Promise<number> {
    const now = this.now().getTime();
    const recent = this.recent(rule, key, now);
    if (recent.length < rule.limit) return 0;
    // The window frees a place when the event `limit` places from the newest falls out of it.
    return recent[recent.length - rule.limit]! + rule.windowMs - now;
  }

  async record(rule: RateRule, key: string): Promise<void> {
    const now = this.now().getTime();
    const recent = this.recent(rule, key, now);
    recent.push(now);
    this.events.set(this.id(rule, key), recent);
    this.longestWindowMs = Math.max(this.longestWindowMs, rule.windowMs);
    if (this.events.size > SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  async take(rule: RateRule, key: string): Promise<boolean> {
    if ((await this.retryAfter(rule, key)) > 0) return false;
    await this.record(rule, key);
    return true;
  }

  async clear(rule: RateRule, key: string): Promise<void> {
    this.events.delete(this.id(rule, key));
  }

  async close(): Promise<void> {
    this.events.clear();
  }

  private recent(rule: RateRule, key: string, now: number): number[] {
    const all = this.events.get(this.id(rule, key)) ?? [];
    return all.filter((at) => at > now - rule.windowMs);
  }

  private id(rule: RateRule, key: string): string {
    return `${rule.name}:${rule.windowMs}:${key}`;
  }

  /** Drops keys that no window can see any more, so made-up usernames do not pile up. */
  private sweep(now: number): void {
    for (const [id, times] of this.events)
      if ((times.at(-1) ?? 0) <= now - this.longestWindowMs) this.events.delete(id);
  }
}
