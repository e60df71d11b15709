import { attemptAll } from '../../platform/limits/attempt-all.ts';
import type { BackoffRule, RateLimiter } from '../../platform/limits/rate-limiter.ts';
import { LOGIN_BACKOFF, RATE_RULES } from './rate-rules.ts';

/** Who tries to sign in: the account (if the name is one), the name typed, device and address. */
export interface LoginAttemptBy {
  uid: number | null;
  subject: string;
  /** The device id of a valid device cookie for this account, else null. */
  device: string | null;
  ip: string;
}

/** One login attempt, already counted as a failure until it proves otherwise. */
export interface LoginAttempt {
  /** The password was right: its allowance starts over; the address keeps the others' counts. */
  succeeded(): Promise<void>;
  /** The account's own allowance now asks for waits: its owner should hear of it. */
  slowsAccount(): Promise<boolean>;
}

export function accountKey(uid: number): string {
  return `uid:${uid}`;
}

/**
 * Takes one attempt from each allowance it spends (LOGIN_BACKOFF), or refuses with
 * 'rate_limited' and when to retry, counting nothing. Counted before the password is checked,
 * so attempts racing at the end of a delay cannot all be checked.
 */
export async function takeLoginAttempt(
  limiter: RateLimiter,
  by: LoginAttemptBy,
): Promise<LoginAttempt> {
  const known = by.uid !== null && by.device !== null;
  const own: [BackoffRule, string] = known
    ? [LOGIN_BACKOFF.perDevice, `uid:${by.uid}:device:${by.device}`]
    : [LOGIN_BACKOFF.perAccount, by.uid === null ? `name:${by.subject}` : accountKey(by.uid)];
  const spent: [BackoffRule, string][] = known ? [own] : [own, [LOGIN_BACKOFF.perIp, by.ip]];

  const tickets = await attemptAll(limiter, spent);

  return {
    async succeeded() {
      await limiter.clear(...own);
      if (known) return;
      await limiter.release(LOGIN_BACKOFF.perIp, by.ip, tickets[1]!);
      if (by.uid !== null) await limiter.clear(RATE_RULES.unlockMailPerAccount, accountKey(by.uid));
    },
    async slowsAccount() {
      return !known && by.uid !== null && (await limiter.delayOf(...own)) > 0;
    },
  };
}

/** Lifts the slowdown of an account's unknown devices and ends its episode (the owner's link). */
export async function liftAccountSlowdown(limiter: RateLimiter, uid: number): Promise<void> {
  await limiter.clear(LOGIN_BACKOFF.perAccount, accountKey(uid));
  await limiter.clear(RATE_RULES.unlockMailPerAccount, accountKey(uid));
}
