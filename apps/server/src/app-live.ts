import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { AuthPieces } from './domains/accounts/api.ts';
import { livePeers } from './app-live-peers.ts';
import { registerLiveSocket } from './http/live-socket.ts';
import { buildLive, type BusFactory } from './platform/live/build-live.ts';
import type { LiveHub } from './platform/live/live-hub.ts';
import type { SiteChanges } from './platform/live/site-changes.ts';
import { FailoverRateLimiter } from './platform/limits/failover-rate-limiter.ts';
import type { RateLimiter } from './platform/limits/rate-limiter.ts';

/**
 * The live channel of this process: the hub over the bus (Redis's, or in-process without
 * REDIS_URL) and the socket route, whose peers are read from their cookies. The domains
 * provide their topics' snapshots and pushes (DomainModule.topics).
 */
export async function composeLive(
  server: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    redisUrl: string | undefined;
    auth: AuthPieces;
    /** The caches' changes, carried between processes by the same bus. */
    changes: SiteChanges;
    bus?: BusFactory | undefined;
  },
): Promise<{ hub: LiveHub; healthy(): boolean }> {
  const { hub, bus } = buildLive({
    redisUrl: deps.redisUrl,
    changes: deps.changes,
    ...(deps.bus ? { bus: deps.bus } : {}),
  });
  const peers = livePeers({
    db: deps.db,
    now: deps.now,
    sessions: deps.auth.sessions,
    cookies: deps.auth.resolver.cookies,
  });
  await registerLiveSocket(server, { hub, ...peers });
  server.addHook('preClose', async () => hub.closeAll('shutdown', 2_000));
  server.addHook('onClose', async () => bus.close());
  return { hub, healthy: () => bus.healthy() };
}

/**
 * Whether Redis answers, for the health check; undefined without it. The site still answers
 * without Redis: no live pushes, limits counted in PostgreSQL.
 */
export function redisHealth(
  redisUrl: string | undefined,
  live: { healthy(): boolean },
  limiter: RateLimiter,
): (() => boolean) | undefined {
  if (!redisUrl) return undefined;
  return () =>
    live.healthy() && (!(limiter instanceof FailoverRateLimiter) || limiter.primaryReachable());
}
