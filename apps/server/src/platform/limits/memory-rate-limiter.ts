import {
  backoffWait,
  type Attempt,
  type BackoffRule,
  type EventWindow,
  type RateLimiter,
  type RateRule,
} from './rate-limiter.ts';

const SWEEP_ABOVE_KEYS = 10_000;

interface LimitEvent {
  at: number;
  id: string;
}

/** One process's limiter: enough for one server; several servers share Redis instead. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly events = new Map<string, LimitEvent[]>();
  private longestWindowMs = 0;
  private serial = 0;

  constructor(private readonly now: () => Date) {}

  async retryAfter(rule: RateRule, key: string): Promise<number> {
    const now = this.now().getTime();
    const recent = this.recent(rule, key, now);
    if (recent.length < rule.limit) return 0;
    // The window frees a place when the event `limit` places from the newest falls out of it.
    return recent[recent.length - rule.limit]!.at + rule.windowMs - now;
  }

  async take(rule: RateRule, key: string): Promise<boolean> {
    if ((await this.retryAfter(rule, key)) > 0) return false;
    await this.record(rule, key);
    return true;
  }

  async delayOf(rule: BackoffRule, key: string): Promise<number> {
    const now = this.now().getTime();
    const recent = this.recent(rule, key, now);
    return backoffWait(rule, recent.length, recent.at(-1)?.at ?? now, now);
  }

  async attempt(rule: BackoffRule, key: string): Promise<Attempt> {
    // No await between the check and the count: one process's attempts cannot interleave here.
    const now = this.now().getTime();
    const recent = this.recent(rule, key, now);
    const wait = backoffWait(rule, recent.length, recent.at(-1)?.at ?? now, now);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    return { allowed: true, ticket: this.add(rule, key, recent, now) };
  }

  async release(rule: EventWindow, key: string, ticket: string): Promise<void> {
    const id = this.id(rule, key);
    const kept = (this.events.get(id) ?? []).filter((event) => event.id !== ticket);
    if (kept.length > 0) this.events.set(id, kept);
    else this.events.delete(id);
  }

  async record(rule: EventWindow, key: string): Promise<void> {
    const now = this.now().getTime();
    this.add(rule, key, this.recent(rule, key, now), now);
  }

  async clear(rule: EventWindow, key: string): Promise<void> {
    this.events.delete(this.id(rule, key));
  }

  async close(): Promise<void> {
    this.events.clear();
  }

  private add(rule: EventWindow, key: string, recent: LimitEvent[], now: number): string {
    const event = { at: now, id: String(++this.serial) };
    this.events.set(this.id(rule, key), [...recent, event]);
    this.longestWindowMs = Math.max(this.longestWindowMs, rule.windowMs);
    if (this.events.size > SWEEP_ABOVE_KEYS) this.sweep(now);
    return event.id;
  }

  private recent(rule: EventWindow, key: string, now: number): LimitEvent[] {
    const all = this.events.get(this.id(rule, key)) ?? [];
    return all.filter((event) => event.at > now - rule.windowMs);
  }

  private id(rule: EventWindow, key: string): string {
    return `${rule.name}:${rule.windowMs}:${key}`;
  }

  /** Drops keys that no window can see any more, so made-up usernames do not pile up. */
  private sweep(now: number): void {
    for (const [id, events] of this.events)
      if ((events.at(-1)?.at ?? 0) <= now - this.longestWindowMs) this.events.delete(id);
  }
}
