import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options.ts';
import { buildAuth, DECLARED_RATE_RULES, type AuthPieces } from './domains/accounts/api.ts';
import { KYC_RATE_RULES } from './domains/kyc/api.ts';
import { composeLive } from './app-live.ts';
import { providePipeline } from './http/route.ts';
import type { Platform } from './platform/domain-module.ts';
import {
  resolveDataProtection,
  type DataProtection,
} from './platform/field-encryption/data-protection.ts';
import { SiteChanges } from './platform/live/site-changes.ts';
import { buildPostman } from './platform/messaging/build-postman.ts';
import type { RpcRateLimits } from './rpc/rate-limits.ts';

/**
 * What the process gives every domain (platform/domain-module.ts): the sessions and the rate
 * limiter (the accounts' building blocks), the mail, the field cipher, the caches' generations
 * and the live channel; and the pipeline of the HTTP routes, which reads sessions and counts
 * the limits every domain declares (their numbers: the accounts' and the KYC upload's).
 */
export async function composePlatform(
  server: FastifyInstance,
  options: AppOptions,
): Promise<{
  platform: Platform;
  auth: AuthPieces;
  protection: DataProtection;
  live: { healthy(): boolean };
  rateLimits: RpcRateLimits;
}> {
  const { config } = options;
  const { db } = options.database;
  const now = options.now ?? (() => new Date());
  const auth = await buildAuth(config, db, now, options);
  const mail = buildPostman(config, db, now, server.log);
  void auth.hasher.warmUp();
  server.addHook('onClose', async () => {
    await mail.postman.drain();
    mail.close();
    await auth.limiter.close();
  });
  const protection = await resolveDataProtection(config);
  const changes = new SiteChanges();
  const live = await composeLive(server, {
    db,
    now,
    redisUrl: config.redisUrl,
    auth,
    changes,
    bus: options.liveBus,
  });
  const { hub } = live;
  const rateLimits = {
    limiter: auth.limiter,
    rules: { ...DECLARED_RATE_RULES, ...KYC_RATE_RULES },
  };
  providePipeline(server, { db, sessions: auth.resolver, rateLimits });
  const platform: Platform = {
    config,
    db,
    now,
    log: server.log,
    limiter: auth.limiter,
    postman: mail.postman,
    cipher: protection.cipher,
    changes,
    hub,
    publish: (topic, payload) => hub.publish(topic, payload),
  };
  return { platform, auth, protection, live, rateLimits };
}
