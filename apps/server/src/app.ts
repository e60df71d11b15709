import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { buildAuth, DECLARED_RATE_RULES, SealedFields } from './domains/accounts/api.ts';
import { registerBackoffice } from './domains/backoffice/api.ts';
import {
  registerSupportAttachments,
  SupportLive,
  supportParticipant,
  supportSnapshot,
} from './domains/support/api.ts';
import { registerPaymentRoutes } from './domains/cashier/api.ts';
import { DEMO_OPERATOR, seedDemoOperator } from './seed/demo-operator.ts';
import { betOnGamesSnapshot, registerGamesApi } from './domains/games/api.ts';
import { couponLimits, sportsClock } from './domains/sportsbook/api.ts';
import type { RateLimiter } from './platform/limits/rate-limiter.ts';
import { FailoverRateLimiter } from './platform/limits/failover-rate-limiter.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './db/client.ts';
import { registerArt, registerThumbnails } from './domains/catalogue/api.ts';
import { registerControl, registerSiteEndpoints, MaintenanceState } from './domains/site/api.ts';
import { registerDevOutbox } from './http/dev-outbox.ts';
import { playerRefusalOf, registerProviderWallet } from './domains/wallet/api.ts';
import { registerIpInfo } from './domains/responsible-gaming/api.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { requestIdGenerator } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { registerCmsMedia, registerStaticDocuments } from './domains/cms/api.ts';
import { tournamentSnapshot } from './domains/tournaments/api.ts';
import { registerKycUpload } from './domains/kyc/api.ts';
import { registerStudioPages } from './http/studio-pages.ts';
import { plugBetPolicies } from './app-bet-policies.ts';
import { composeLive } from './app-live.ts';
import { livePeers } from './app-live-peers.ts';
import { composeMetrics } from './app-metrics.ts';
import { composeOperations } from './app-operations.ts';
import { composeSchedules, type SchedulesOptions } from './app-schedules.ts';
import type { Readiness } from './platform/lifecycle/readiness.ts';
import type { Scheduler } from './platform/scheduler/scheduler.ts';
import { buildHandlers, type LiveRoomsLink } from './rpc-handlers.ts';
import { buildPostman } from './platform/messaging/build-postman.ts';
import { resolveDataProtection } from './platform/field-encryption/data-protection.ts';
import { LOG_REDACT_PATHS, redactError } from './platform/log-redaction.ts';
import { registerRpcRoute } from './rpc/dispatcher.ts';
import { failureReply } from './rpc/reply.ts';
import type { BusFactory } from './platform/live/build-live.ts';
import { SiteChanges } from './platform/live/site-changes.ts';
import { requestLang } from './rpc/request-lang.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  controlToken: string;
  now?: () => Date;
  /** Weak argon2 parameters so the test suite runs fast. Never set outside tests. */
  unsafeFastPasswordHashingForTests?: boolean;
  rateLimiter?: RateLimiter;
  /** How scheduled rounds run ('manual' in tests, which tick them on their own clock). */
  schedules?: SchedulesOptions;
  /** An HTTP server already listening (main.ts opens the port while the process starts). */
  serverFactory?: FastifyServerFactory;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** The live bus instead of Redis's or the in-process one (tests: several apps on one bus). */
  liveBus?: BusFactory;
}

export interface App {
  server: FastifyInstance;
  maintenance: MaintenanceState;
  /** Starting until the app is composed; draining once `server.close()` begins. */
  readiness: Readiness;
  scheduler: Scheduler;
  /** A second process's scheduler over the same schedules (tests of a leader hand-over). */
  anotherScheduler(): Scheduler;
  /** This process's cache generations (operators' edits announce their changes on it). */
  changes: SiteChanges;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  plugBetPolicies();
  const server = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { err: redactError },
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    // The drain (http/drain.ts) answers requests that arrive while closing, with its reason.
    return503OnClosing: false,
    // Plugins finish loading when the app is ready, after the database work between; on a busy
    // machine a fresh database's set-up took longer than Fastify's 10 s default and start failed.
    pluginTimeout: 60_000,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  const { readiness } = composeOperations(server, { config, database });
  const maintenance = new MaintenanceState(database.db);
  await maintenance.start();
  server.addHook('onClose', async () => maintenance.stop());

  server.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const lang = requestLang(request);
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(failureReply('payload_too_large', 413, lang));
    if (status >= 400 && status < 500)
      return reply.code(status).send(failureReply('malformed_request', status, lang));
    request.log.error({ err: error, errorId: request.id }, 'request failed');
    return reply
      .code(500)
      .send(failureReply('server_error', 500, lang, { errorId: String(request.id) }));
  });

  registerSecurityHeaders(server, config.hstsMaxAge);
  registerOriginCheck(server, config.publicUrl);
  const auth = await buildAuth(config, database.db, now, options);
  const mail = buildPostman(config, database.db, now, server.log);
  void auth.hasher.warmUp();
  server.addHook('onClose', async () => {
    await mail.postman.drain();
    mail.close();
    await auth.limiter.close();
  });
  const dataProtection = await resolveDataProtection(config);
  const accounts = {
    ...auth,
    now,
    postman: mail.postman,
    publicUrl: config.publicUrl,
    totpIssuer: 'Lale',
    sealed: new SealedFields(dataProtection),
  };
  const sports = { clock: sportsClock(now, config.sportsClockSpeed), limits: couponLimits(config) };
  const supportLive = new SupportLive();
  const support = {
    now,
    live: supportLive,
    postman: mail.postman,
    limiter: auth.limiter,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    cookieSecure: config.cookieSecure,
  };
  // The lobby shows the live rooms' players and results; the rooms are built further down.
  const liveRooms: LiveRoomsLink = { status: null };
  const changes = new SiteChanges();
  registerRpcRoute(server, {
    db: database.db,
    handlers: buildHandlers({
      maintenance,
      now,
      accounts,
      sportsbook: sports,
      support,
      liveRooms,
      changes,
    }),
    maintenance,
    sessions: auth.resolver,
    rateLimits: { limiter: auth.limiter, rules: DECLARED_RATE_RULES },
    refusalOf: playerRefusalOf,
  });
  if (config.env !== 'production')
    registerDevOutbox(server, { db: database.db, postman: mail.postman });
  const live = await composeLive(server, {
    db: database.db,
    redisUrl: config.redisUrl,
    peers: livePeers({
      db: database.db,
      now,
      sessions: auth.sessions,
      cookies: auth.resolver.cookies,
    }),
    changes,
    bus: options.liveBus,
  });
  supportLive.connect((topic, payload) => live.hub.publish(topic, payload));
  live.hub.provideParticipants('support', supportParticipant(database.db));
  live.hub.provideSnapshots('support', supportSnapshot(database.db));
  registerSupportAttachments(server, { ...support, db: database.db, sessions: auth.resolver });
  registerKycUpload(server, {
    db: database.db,
    cipher: dataProtection.cipher,
    sessions: auth.resolver,
    limiter: auth.limiter,
    now,
  });
  registerSiteEndpoints(server, {
    db: database.db,
    maintenance,
    siteName: config.siteName,
    appVersion: config.appVersion,
    // Without Redis the site still answers: no live pushes, limits counted in PostgreSQL.
    redis: config.redisUrl
      ? () =>
          live.healthy() &&
          (!(auth.limiter instanceof FailoverRateLimiter) || auth.limiter.primaryReachable())
      : undefined,
  });
  await registerIpInfo(server, { db: database.db, sessions: auth.resolver });
  composeMetrics(server, { database, hub: live.hub, token: config.metricsToken });
  const schedules = await composeSchedules(
    server,
    { db: database.db, now, hub: live.hub, sportsClock: sports.clock },
    {
      crashTiming: config.crashTiming,
      liveTableTiming: config.liveTableTiming,
      ...options.schedules,
    },
  );
  live.connectCrash(schedules.crash);
  live.hub.provideSnapshots('game', async (topic) =>
    topic.kind === 'game'
      ? ((await schedules.bingo.snapshot(database.db, topic.gameId)) ??
        (await schedules.crash.snapshot(database.db, topic.gameId)) ??
        betOnGamesSnapshot(database.db, topic.gameId))
      : null,
  );
  live.connectLiveTables(schedules.liveTables);
  liveRooms.status = (db, tableIds) => schedules.liveTables.lobby(db, tableIds);
  live.hub.provideSnapshots('tournament', tournamentSnapshot(database.db));
  live.hub.provideSnapshots('event', (topic) =>
    topic.kind === 'event'
      ? schedules.sportsbook.snapshot(database.db, topic.eventId)
      : Promise.resolve(null),
  );
  await registerGamesApi(server, {
    db: database.db,
    now,
    crash: {
      module: schedules.crash,
      publish: (topic, payload) => live.hub.publish(topic, payload),
    },
    liveTables: { module: schedules.liveTables, limiter: auth.limiter },
    bingo: { module: schedules.bingo, limiter: auth.limiter },
  });
  const production = config.env === 'production';
  if (!production) await seedDemoOperator(database.db, auth.hasher, dataProtection.cipher, now());
  // The simulated payment provider and its checkout page exist outside production only.
  await registerPaymentRoutes(server, { db: database.db, now, simulator: !production });
  registerBackoffice(server, {
    db: database.db,
    now,
    hasher: auth.hasher,
    cipher: dataProtection.cipher,
    sealed: accounts.sealed,
    limiter: auth.limiter,
    cookieSecure: config.cookieSecure,
    ...(production ? {} : { reusableTotpSecret: DEMO_OPERATOR.totpSecret }),
    sportsbook: schedules.sportsbook.operator,
    support: supportLive,
    kyc: { postman: mail.postman, publicUrl: config.publicUrl },
    changes,
  });
  registerStaticDocuments(server, database.db, changes);
  registerCmsMedia(server, database.db);
  registerProviderWallet(server, { db: database.db, now, changes });
  registerControl(server, { maintenance, token: options.controlToken });
  registerArt(server);
  registerThumbnails(server, database.db);
  await registerStudioPages(server, config.webDist);
  // Landing pages list the catalogue and show the content (sliders, menus).
  await registerSpa(
    server,
    config.webDist,
    () => changes.generation('catalogue') + changes.generation('cms'),
  );
  readiness.markReady();
  return {
    server,
    maintenance,
    readiness,
    scheduler: schedules.scheduler,
    anotherScheduler: schedules.another,
    changes,
  };
}
