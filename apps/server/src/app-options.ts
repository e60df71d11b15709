import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { SchedulesOptions } from './app-schedules.ts';
import type { Database } from './db/client.ts';
import type { MaintenanceState } from './domains/site/api.ts';
import type { Config } from './platform/config.ts';
import type { Readiness } from './platform/lifecycle/readiness.ts';
import type { RateLimiter } from './platform/limits/rate-limiter.ts';
import type { BusFactory } from './platform/live/build-live.ts';
import type { SiteChanges } from './platform/live/site-changes.ts';
import type { Scheduler } from './platform/scheduler/scheduler.ts';
import type { HandlerRegistry } from './rpc/handler.ts';

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
  /** Every domain's RPC handlers, as the dispatcher serves them. */
  handlers: HandlerRegistry;
}
