import type { AuditLog, AuditOrigin } from './audit-log.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { PasswordHasher } from '../../platform/password-hasher.ts';
import type { RateLimiter, RateRule } from '../../platform/limits/rate-limiter.ts';
import type { SealedFields } from './sealing/sealed-fields.ts';
import type { SessionService } from './sessions/session-service.ts';
import type { Postman } from '../../platform/messaging/postman.ts';
import { refusals } from '../../platform/refusal.ts';
import type { CallContext } from '../../rpc/handler.ts';

/** What the account services use besides the call itself. */
export interface UserModuleDeps {
  now: () => Date;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: RateLimiter;
  /** The signed cookie of browsers an account has signed in from. */
  devices: DeviceCookies;
  audit: AuditLog;
  postman: Postman;
  /** Start of the links in mails, e.g. https://lale.example. */
  publicUrl: string;
  /** The name authenticator apps show beside the code. */
  totpIssuer: string;
  /** The least time between two texts to one account (RATE_RULES.smsGapPerAccount's window). */
  smsGapMs: number;
  /** Identity numbers and TOTP secrets: sealed at rest, opened only here. */
  sealed: SealedFields;
}

export function originOf(ctx: CallContext): AuditOrigin {
  return { ip: ctx.ip, userAgent: ctx.http.userAgent };
}

export type Limit = readonly [RateRule, string];

/** Refuses with 'rate_limited' (and when to retry) if any of the limits is reached. */
export async function ensureAllowed(limiter: RateLimiter, limits: Limit[]): Promise<void> {
  for (const [rule, key] of limits) {
    const wait = await limiter.retryAfter(rule, key);
    if (wait > 0) throw refusals.rateLimited(wait);
  }
}

/** Counts one event under every limit, e.g. a wrong password or code. */
export async function recordAll(limiter: RateLimiter, limits: Limit[]): Promise<void> {
  await Promise.all(limits.map(([rule, key]) => limiter.record(rule, key)));
}

/** Counts one event under each limit in turn; the first full one refuses and counts nothing. */
export async function takeAll(limiter: RateLimiter, limits: Limit[]): Promise<void> {
  for (const [rule, key] of limits)
    if (!(await limiter.take(rule, key)))
      throw refusals.rateLimited(await limiter.retryAfter(rule, key));
}

export function link(deps: UserModuleDeps, path: string, token: string): string {
  return `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

export function inMs(deps: UserModuleDeps, ms: number): Date {
  return new Date(deps.now().getTime() + ms);
}
