/** Events of one kind, kept per key for `windowMs` (a sliding window). */
export interface EventWindow {
  readonly name: string;
  readonly windowMs: number;
}

/** At most `limit` events per key in any window of `windowMs`. */
export interface RateRule extends EventWindow {
  readonly limit: number;
}

/**
 * Growing delays instead of a limit: the first `free` events of the window pass at once; after
 * them each attempt waits `firstDelayMs` after the newest event, twice as long for each further
 * event, never more than `maxDelayMs`. Nothing is refused for good, so a guesser is slowed and
 * the owner is never locked out.
 */
export interface BackoffRule extends EventWindow {
  readonly free: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

/** A backoff rule's answer to an attempt: through and counted (`ticket` un-counts it), or wait. */
export type Attempt =
  | { readonly allowed: true; readonly ticket: string }
  | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Counts events per key and rule. Limits slow an attacker down and expire by themselves, so
 * the real owner is never locked out for good. Refused events are not counted.
 */
export interface RateLimiter {
  /** Milliseconds until one more event would be allowed (0: now). Counts nothing. */
  retryAfter(rule: RateRule, key: string): Promise<number>;
  /** Counts one event if the limit allows it; false (and nothing counted) when it does not. */
  take(rule: RateRule, key: string): Promise<boolean>;
  /** Milliseconds until a backoff rule lets one more attempt through (0: now). Counts nothing. */
  delayOf(rule: BackoffRule, key: string): Promise<number>;
  /**
   * Counts one attempt if the backoff rule lets it through now, in one step: attempts racing at
   * the moment a delay ends cannot all pass, the first is counted and the others wait.
   */
  attempt(rule: BackoffRule, key: string): Promise<Attempt>;
  /** Un-counts an attempt `attempt` let through (it succeeded: e.g. the right password). */
  release(rule: EventWindow, key: string, ticket: string): Promise<void>;
  /** Counts one event. */
  record(rule: EventWindow, key: string): Promise<void>;
  /** Forgets the key's events, e.g. the failed logins of an account that has just signed in. */
  clear(rule: EventWindow, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Doubling stops here: 2^40 times any first delay is past every cap. */
const MAX_DOUBLINGS = 40;

/** The wait a backoff rule asks for after `count` events in the window, the last at `newestAt`. */
export function backoffWait(
  rule: BackoffRule,
  count: number,
  newestAt: number,
  now: number,
): number {
  if (count < rule.free) return 0;
  const doublings = Math.min(count - rule.free, MAX_DOUBLINGS);
  const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** doublings);
  return Math.max(0, newestAt + delay - now);
}
