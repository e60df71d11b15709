import { attemptAll } from '../../../platform/limits/attempt-all.ts';
import type { BackoffRule, RateLimiter } from '../../../platform/limits/rate-limiter.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Operators' wrong passwords and codes slow sign-in down and never lock it, as the players'
 * do (accounts/rate-rules.ts): after the free attempts each waits twice as long as the last,
 * up to a cap. The operator's own browser spends its own allowance; any other spends the
 * name's and the address's, so whoever guesses at a name cannot keep its operator out.
 */
export const OPERATOR_LOGIN_BACKOFF = {
  /** Unknown devices, per name typed (an operator's or not, alike). */
  perName: {
    name: 'op-login-name',
    free: 5,
    firstDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    windowMs: DAY,
  },
  /** A browser the operator has signed in from (operator-device-cookie.ts). */
  perDevice: {
    name: 'op-login-device',
    free: 10,
    firstDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    windowMs: DAY,
  },
  /** Unknown devices, per address, across names. */
  perIp: {
    name: 'op-login-ip',
    free: 20,
    firstDelayMs: SECOND,
    maxDelayMs: 5 * MINUTE,
    windowMs: HOUR,
  },
} as const satisfies Record<string, BackoffRule>;

const nameKey = (name: string) => `name:${name.toLowerCase()}`;

/** Who tries to sign in: the name typed, the operator's known device (if proven), the address. */
export interface OperatorAttemptBy {
  name: string;
  device: { operatorId: number; id: string } | null;
  ip: string;
}

/**
 * Takes one attempt from each allowance it spends, or refuses with 'rate_limited' and when to
 * retry, counting nothing. Counted before the password is checked; `succeeded` un-counts it.
 */
export async function takeOperatorAttempt(
  limiter: RateLimiter,
  by: OperatorAttemptBy,
): Promise<{ succeeded(): Promise<void> }> {
  const own: [BackoffRule, string] = by.device
    ? [OPERATOR_LOGIN_BACKOFF.perDevice, `op:${by.device.operatorId}:device:${by.device.id}`]
    : [OPERATOR_LOGIN_BACKOFF.perName, nameKey(by.name)];
  const spent: [BackoffRule, string][] = by.device
    ? [own]
    : [own, [OPERATOR_LOGIN_BACKOFF.perIp, by.ip]];
  const tickets = await attemptAll(limiter, spent);
  return {
    async succeeded() {
      await limiter.clear(...own);
      if (!by.device) await limiter.release(OPERATOR_LOGIN_BACKOFF.perIp, by.ip, tickets[1]!);
    },
  };
}

/** An admin lifts the slowdown of an operator's name for unknown devices. */
export function liftOperatorSlowdown(limiter: RateLimiter, username: string): Promise<void> {
  return limiter.clear(OPERATOR_LOGIN_BACKOFF.perName, nameKey(username));
}
