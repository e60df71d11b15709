import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { HandlerRegistry } from '../rpc/handler.ts';
import type { Config } from './config.ts';
import type { FieldCipher } from './field-encryption/field-cipher.ts';
import type { RateLimiter } from './limits/rate-limiter.ts';
import type { LiveHub } from './live/live-hub.ts';
import type { SiteChanges } from './live/site-changes.ts';
import type { Postman } from './messaging/postman.ts';
import type { Schedule } from './scheduler/scheduler.ts';

/**
 * What the process gives every domain (app-platform.ts builds it once): the configuration, the
 * database and the clock, the log, the rate limiter, the mail, the field cipher, the caches'
 * generations and the live channel.
 */
export interface Platform {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  postman: Postman;
  cipher: FieldCipher;
  changes: SiteChanges;
  hub: LiveHub;
  /** A message on a live topic, heard by every process through the bus. */
  publish(topic: string, payload: unknown): Promise<unknown>;
}

/**
 * One domain as the composition (app.ts) sees it: its RPC handlers, its HTTP routes (made
 * with route(), http/route.ts), what it shows and pushes on the live channel, and what it runs
 * on a schedule. Each domain's api.ts builds its own from the platform and what it needs of
 * the others; app.ts only lists them.
 */
export interface DomainModule {
  readonly name: string;
  /** Several domains may serve one API class, never one method twice (mergeHandlers). */
  readonly handlers?: HandlerRegistry;
  routes?(app: FastifyInstance): void | Promise<void>;
  /** Snapshots for newcomers to its topics, and the pushes it makes on them. */
  topics?(hub: LiveHub): void;
  /** Asked once per scheduler (a second one in tests of a leader's hand-over). */
  schedules?(): readonly Schedule[];
  /** Runs once the schedules are added (whether or not they run by themselves). */
  start?(): void;
  /** At close, after the schedules have stopped. */
  stop?(): void | Promise<void>;
}
