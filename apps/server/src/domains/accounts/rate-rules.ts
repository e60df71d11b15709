import type { RateLimitName } from '@lale/contract/method';
import type { BackoffRule, RateRule } from '../../platform/limits/rate-limiter.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Wrong passwords slow sign-in down and never lock it (ASVS 5.0 §6.3, NIST 800-63B §5.2.2):
 * after the free attempts each further one waits twice as long as the last, up to a cap. A
 * browser the account has signed in from spends its own allowance (device-cookie.ts); any other
 * spends the account's and its address's, so a guesser slows only the guesser and new devices.
 * At the cap a guesser gets about a hundred tries a day at one account.
 */
export const LOGIN_BACKOFF = {
  /** Unknown devices, per account (or per name that is no account, alike). */
  perAccount: {
    name: 'login-account',
    free: 5,
    firstDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    windowMs: DAY,
  },
  /** A device the account has signed in from: its own allowance. */
  perDevice: {
    name: 'login-device',
    free: 10,
    firstDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    windowMs: DAY,
  },
  /** Unknown devices, per address, across accounts: one address trying many accounts. */
  perIp: {
    name: 'login-ip',
    free: 100,
    firstDelayMs: SECOND,
    maxDelayMs: 5 * MINUTE,
    windowMs: HOUR,
  },
} as const satisfies Record<string, BackoffRule>;

/**
 * The limits on authentication, per account and per address. Failed attempts are what count
 * for passwords and codes, so a player who signs in normally never meets them.
 */
export const RATE_RULES = {
  /** One unlock mail per episode of slowed sign-in; unlocking or signing in ends the episode. */
  unlockMailPerAccount: { name: 'unlock-mail', limit: 1, windowMs: DAY },
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
 * The numbers behind the call-counting limits the accounts' methods declare in the contract
 * (`rateLimit`); the dispatcher counts every call before reading its payload. The composition
 * joins them with the other domains' (the KYC upload's) into one table of every declared name.
 */
export const DECLARED_RATE_RULES = {
  registrations: { name: 'register-ip', limit: 10, windowMs: HOUR },
  recoveryRequests: { name: 'recovery-ip', limit: 20, windowMs: HOUR },
  unlockRequests: { name: 'unlock-ip', limit: 20, windowMs: HOUR },
  /** An export reads the player's whole history: a few an hour are plenty. */
  personalDataExports: { name: 'personal-data-export', limit: 5, windowMs: HOUR },
} as const satisfies Partial<Record<RateLimitName, RateRule>>;
