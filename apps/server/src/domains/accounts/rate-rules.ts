import type { RateLimitName } from '@lale/contract/method';
import type { RateRule } from '../../platform/limits/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits on authentication, per account and per address. Failed attempts are what count
 * for passwords and codes, so a player who signs in normally never meets them.
 */
export const RATE_RULES = {
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { name: 'login-ip', limit: 100, windowMs: 15 * MINUTE },
  codeFailuresPerAccount: { name: 'code-account', limit: 5, windowMs: 15 * MINUTE },
  codeFailuresPerIp: { name: 'code-ip', limit: 50, windowMs: 15 * MINUTE },
  passwordFailuresPerAccount: { name: 'password-account', limit: 5, windowMs: 15 * MINUTE },
  smsPerAccount: { name: 'sms-account', limit: 5, windowMs: HOUR },
  smsGapPerAccount: { name: 'sms-gap', limit: 1, windowMs: MINUTE },
  smsPerIp: { name: 'sms-ip', limit: 20, windowMs: HOUR },
  recoveryPerEmail: { name: 'recovery-email', limit: 3, windowMs: HOUR },
  tokenFailuresPerIp: { name: 'token-ip', limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * The call-counting limits methods declare in the contract (`rateLimit`); the dispatcher
 * counts every call before reading its payload.
 */
export const DECLARED_RATE_RULES = {
  registrations: { name: 'register-ip', limit: 10, windowMs: HOUR },
  recoveryRequests: { name: 'recovery-ip', limit: 20, windowMs: HOUR },
} as const satisfies Record<RateLimitName, RateRule>;
