import { accountsDomain } from './domains/accounts/api.ts';
import { backofficeDomain } from './domains/backoffice/api.ts';
import { bonusDomain } from './domains/bonus/api.ts';
import { cashierDomain } from './domains/cashier/api.ts';
import { catalogueDomain } from './domains/catalogue/api.ts';
import { cmsDomain } from './domains/cms/api.ts';
import { gamesDomain } from './domains/games/api.ts';
import { historyDomain } from './domains/history/api.ts';
import { kycDomain } from './domains/kyc/api.ts';
import { lotteryDomain } from './domains/lottery/api.ts';
import { responsibleGamingDomain } from './domains/responsible-gaming/api.ts';
import { siteDomain } from './domains/site/api.ts';
import { sportsbookDomain } from './domains/sportsbook/api.ts';
import { supportDomain } from './domains/support/api.ts';
import { tournamentsDomain } from './domains/tournaments/api.ts';
import { virtualsDomain } from './domains/virtuals/api.ts';
import { playerRefusalOf, walletDomain } from './domains/wallet/api.ts';
import { plugBetPolicies } from './app-bet-policies.ts';
import { redisHealth } from './app-live.ts';
import { composeMetrics } from './app-metrics.ts';
import { composeOperations } from './app-operations.ts';
import type { App, AppOptions } from './app-options.ts';
import { composePlatform } from './app-platform.ts';
import { composeSchedules } from './app-schedules.ts';
import { createServer, guardServer } from './app-server.ts';
import { registerDevOutbox } from './http/dev-outbox.ts';
import { registerSpa } from './http/spa.ts';
import { registerStudioPages } from './http/studio-pages.ts';
import type { DomainModule } from './platform/domain-module.ts';
import { registerRpcRoute } from './rpc/dispatcher.ts';
import { mergeHandlers } from './rpc/merge-handlers.ts';
import { DEMO_OPERATOR, seedDemoOperator } from './seed/demo-operator.ts';

export type { App, AppOptions };

/**
 * The process: the server and its platform, then every domain registering its own handlers,
 * routes, topics and schedules (domains/<domain>/domain.ts), wired to the others here only.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const production = config.env === 'production';
  plugBetPolicies();
  const server = createServer(options);
  const { readiness } = composeOperations(server, options);
  guardServer(server, config);
  const { platform, auth, protection, live, rateLimits } = await composePlatform(server, options);
  const { db, hub } = platform;
  const timing = {
    crashTiming: config.crashTiming,
    liveTableTiming: config.liveTableTiming,
    ...options.schedules,
  };

  const site = await siteDomain(platform, {
    controlToken: options.controlToken,
    redis: redisHealth(config.redisUrl, live, auth.limiter),
  });
  const accounts = accountsDomain(platform, { auth, protection });
  const wallet = walletDomain(platform);
  const games = await gamesDomain(platform, {
    crash: timing.crashTiming,
    liveTables: timing.liveTableTiming,
  });
  const sportsbook = sportsbookDomain(platform);
  const support = supportDomain(platform);
  // In this order their schedules are added and their routes registered.
  const domains: DomainModule[] = [
    site,
    accounts,
    responsibleGamingDomain(platform, {
      ...accounts.services,
      confirmCurrentPassword: accounts.confirmCurrentPassword,
    }),
    wallet,
    catalogueDomain(platform, games.lobby),
    games,
    sportsbook,
    virtualsDomain(platform, timing.virtualTiming),
    cmsDomain(platform),
    historyDomain(),
    bonusDomain(platform),
    tournamentsDomain(platform),
    lotteryDomain(platform),
    cashierDomain(platform, { balanceMoved: wallet.balanceMoved }),
    support,
    kycDomain(platform),
    backofficeDomain(platform, {
      hasher: auth.hasher,
      sealed: accounts.services.sealed,
      sportsbook: sportsbook.operator,
      support: support.live,
      reusableTotpSecret: production ? undefined : DEMO_OPERATOR.totpSecret,
    }),
  ];

  const handlers = mergeHandlers(...domains.map((domain) => domain.handlers ?? {}));
  const { maintenance } = site;
  const sessions = auth.resolver;
  registerRpcRoute(server, {
    db,
    handlers,
    maintenance,
    sessions,
    rateLimits,
    refusalOf: playerRefusalOf,
  });
  for (const domain of domains) domain.topics?.(hub);
  for (const domain of domains) await domain.routes?.(server);
  if (!production) {
    registerDevOutbox(server, { db, postman: platform.postman });
    await seedDemoOperator(db, auth.hasher, platform.cipher, platform.now());
  }
  composeMetrics(server, { database: options.database, hub, token: config.metricsToken });
  const schedules = composeSchedules(server, platform, domains, timing.mode);
  await registerStudioPages(server, config.webDist);
  // Landing pages list the catalogue and show the content (sliders, menus).
  const { changes } = platform;
  await registerSpa(
    server,
    config.webDist,
    () => changes.generation('catalogue') + changes.generation('cms'),
  );
  readiness.markReady();
  const { scheduler, another: anotherScheduler } = schedules;
  return { server, maintenance, readiness, scheduler, anotherScheduler, changes, handlers };
}
