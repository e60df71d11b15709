import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RpcReply } from '@lale/contract/envelope';
import type { ApiClass, ApiMethod, PayloadInput, Reply } from '@lale/contract/registry';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { MaintenanceState } from '../../src/domains/site/maintenance-state.ts';
import type { Scheduler } from '../../src/platform/scheduler/scheduler.ts';
import type { SiteChanges } from '../../src/platform/live/site-changes.ts';
import type { HandlerRegistry } from '../../src/rpc/handler.ts';
import { testDataKeyVariables } from '../../src/platform/field-encryption/data-protection.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_CONTROL_TOKEN = 'test-control-token';

export interface TestApp {
  server: FastifyInstance;
  database: Database;
  maintenance: MaintenanceState;
  config: Config;
  /** The schedules (crash rooms...): tests tick them by hand on their own clock. */
  scheduler: Scheduler;
  /** Another process's scheduler over the same schedules, for leader hand-over tests. */
  anotherScheduler(): Scheduler;
  /** This app's cache generations: what one server process announces and hears of changes. */
  changes: SiteChanges;
  /** Every domain's RPC handlers, as the dispatcher serves them. */
  handlers: HandlerRegistry;
  /** The app's clock (a test's own, or the real one): operators' TOTP codes are made on it. */
  now(): Date;
  /** A call as the web client makes it. */
  call<C extends ApiClass, M extends ApiMethod<C>>(
    className: C,
    method: M,
    data?: PayloadInput<C, M> & { Lang?: string },
    init?: {
      headers?: Record<string, string>;
      cookies?: Record<string, string>;
      remoteAddress?: string;
    },
  ): Promise<{ status: number; body: RpcReply<Reply<C, M>>; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

/** The real application on a fresh database, driven in-process through Fastify's inject. */
export async function createTestApp(
  overrides: Partial<Omit<AppOptions, 'config' | 'database'>> & {
    env?: Record<string, string>;
    now?: () => Date;
    /** Another app's database: a second server process over the same data (not dropped). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { database, drop } = overrides.database
    ? { database: overrides.database, drop: async () => {} }
    : await createTestDatabase({ now: overrides.now?.() });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // What test mode uses anyway; set, so that a test may run the app as production.
    ...testDataKeyVariables(),
    ...overrides.env,
  });
  const { server, maintenance, scheduler, anotherScheduler, changes, handlers } = await buildApp({
    controlToken: TEST_CONTROL_TOKEN,
    schedules: { mode: 'manual' },
    // argon2 at production cost would make the suite crawl; one test checks the real cost.
    unsafeFastPasswordHashingForTests: true,
    ...overrides,
    config,
    database,
  });
  await server.ready();
  return {
    server,
    database,
    maintenance,
    config,
    scheduler,
    anotherScheduler,
    changes,
    handlers,
    now: overrides.now ?? (() => new Date()),
    async call(className, method, data, init = {}) {
      const response = await server.inject({
        method: 'POST',
        url: '/endpoint/v1',
        headers: { 'content-type': 'application/json', panel: 'frontend', ...init.headers },
        cookies: init.cookies,
        ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
        payload: { api: { class: className, method }, data: data ?? {} },
      });
      return { status: response.statusCode, body: response.json(), response };
    },
    async close() {
      await server.close();
      await drop();
    },
  };
}
