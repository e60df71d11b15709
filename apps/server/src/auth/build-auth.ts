import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SessionResolver } from '../rpc/dispatcher.ts';
import { AuditLog } from './audit-log.ts';
import { cookieSessionResolver, sessionCookies } from './cookie-sessions.ts';
import { PasswordHasher, PRODUCTION_ARGON2, TEST_ONLY_ARGON2 } from './password-hasher.ts';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';
import { SessionService } from './session-service.ts';

export interface AuthPieces {
  hasher: PasswordHasher;
  limiter: RateLimiter;
  sessions: SessionService;
  resolver: SessionResolver;
  audit: AuditLog;
}

/** The authentication building blocks, shared by the dispatcher and the user module. */
export function buildAuth(
  config: Pick<Config, 'redisUrl' | 'cookieSecure'>,
  db: Db,
  now: () => Date,
  options: { unsafeFastPasswordHashingForTests?: boolean; rateLimiter?: RateLimiter } = {},
): AuthPieces {
  const hasher = new PasswordHasher(
    options.unsafeFastPasswordHashingForTests ? TEST_ONLY_ARGON2 : PRODUCTION_ARGON2,
  );
  const limiter =
    options.rateLimiter ??
    (config.redisUrl ? RedisRateLimiter.connect(config.redisUrl, now) : new MemoryRateLimiter(now));
  const sessions = new SessionService(now);
  const resolver = cookieSessionResolver(db, sessions, sessionCookies(config.cookieSecure));
  return { hasher, limiter, sessions, resolver, audit: new AuditLog(now) };
}
