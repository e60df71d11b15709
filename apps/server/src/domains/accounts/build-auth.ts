import type { Config } from '../../platform/config.ts';
import type { Db } from '../../db/client.ts';
import type { SessionResolver } from '../../rpc/dispatcher.ts';
import { AuditLog } from './audit-log.ts';
import { deviceCookies, type DeviceCookies } from './device-cookie.ts';
import { serverSecret } from '../../platform/server-secrets.ts';
import { cookieSessionResolver, sessionCookies } from './sessions/cookie-sessions.ts';
import {
  PasswordHasher,
  PRODUCTION_ARGON2,
  TEST_ONLY_ARGON2,
} from '../../platform/password-hasher.ts';
import type { RateLimiter } from '../../platform/limits/rate-limiter.ts';
import { MemoryRateLimiter } from '../../platform/limits/memory-rate-limiter.ts';
import { RedisRateLimiter } from '../../platform/limits/redis-rate-limiter.ts';
import { FailoverRateLimiter } from '../../platform/limits/failover-rate-limiter.ts';
import { PostgresRateLimiter } from '../../platform/limits/postgres-rate-limiter.ts';
import { SessionService } from './sessions/session-service.ts';

export interface AuthPieces {
  hasher: PasswordHasher;
  limiter: RateLimiter;
  devices: DeviceCookies;
  sessions: SessionService;
  resolver: SessionResolver;
  audit: AuditLog;
}

/** The authentication building blocks, shared by the dispatcher and the user module. */
export async function buildAuth(
  config: Pick<Config, 'redisUrl' | 'cookieSecure'>,
  db: Db,
  now: () => Date,
  options: { unsafeFastPasswordHashingForTests?: boolean; rateLimiter?: RateLimiter } = {},
): Promise<AuthPieces> {
  const hasher = new PasswordHasher(
    options.unsafeFastPasswordHashingForTests ? TEST_ONLY_ARGON2 : PRODUCTION_ARGON2,
  );
  const limiter =
    options.rateLimiter ??
    (config.redisUrl
      ? new FailoverRateLimiter(
          RedisRateLimiter.connect(config.redisUrl, now),
          new PostgresRateLimiter(db, now),
        )
      : new MemoryRateLimiter(now));
  const sessions = new SessionService(now);
  const resolver = cookieSessionResolver(db, sessions, sessionCookies(config.cookieSecure));
  const devices = deviceCookies(await serverSecret(db, 'device-cookie'), config.cookieSecure);
  return { hasher, limiter, devices, sessions, resolver, audit: new AuditLog(now) };
}
