import type { RateLimit, RateLimitName } from '@lale/contract/method';
import type { RateLimiter, RateRule } from '../platform/limits/rate-limiter.ts';
import { refusals } from '../platform/refusal.ts';
import type { Session } from './handler.ts';

/** The limiter and the numbers behind each rule name a method may declare. */
export interface RpcRateLimits {
  limiter: RateLimiter;
  rules: Readonly<Record<RateLimitName, RateRule>>;
}

/**
 * Counts the call under each declared limit in turn; the first full one refuses it with
 * 'rate_limited' and when to retry, and the limits after it count nothing.
 */
export async function takeDeclaredLimits(
  limits: RpcRateLimits,
  declared: readonly RateLimit[],
  caller: { ip: string; session: Session | null },
): Promise<void> {
  for (const { rule, per } of declared) {
    const key = per === 'ip' ? caller.ip : accountKey(caller.session);
    const numbers = limits.rules[rule];
    if (!(await limits.limiter.take(numbers, key)))
      throw refusals.rateLimited(await limits.limiter.retryAfter(numbers, key));
  }
}

function accountKey(session: Session | null): string {
  // The contract allows per-account limits only where auth is 'required'.
  if (!session) throw new Error('a per-account limit on a call without a session');
  return `uid:${session.uid}`;
}
