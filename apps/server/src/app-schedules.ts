import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { randomUUID } from 'node:crypto';
import {
  buildCrashModule,
  buildLiveTablesModule,
  idleHandsSchedule,
  type CrashModule,
  type LiveTablesModule,
  type LiveTableTimingOverrides,
} from './domains/games/api.ts';
import {
  buildSportsbookModule,
  type SportsbookModule,
  type SportsClock,
} from './domains/sportsbook/api.ts';
import { createSeamlessWallet } from './domains/wallet/api.ts';
import type { LiveHub } from './platform/live/live-hub.ts';
import { Scheduler, type Schedule } from './platform/scheduler/scheduler.ts';

export interface SchedulesOptions {
  /** 'manual': nothing runs by itself, tests tick schedules on their own clock. */
  mode?: 'auto' | 'manual';
  /** Shorter crash phases (browser tests). */
  crashTiming?: { bettingPhaseMs?: number; cooldownMs?: number; maxMultiplierHundredths?: number };
  /** Shorter live-table phases (tests, demos). */
  liveTableTiming?: LiveTableTimingOverrides;
}

/**
 * Everything that runs on a schedule, each schedule led by exactly one process of the site
 * (platform/scheduler): the crash rooms' rounds, the live tables' rounds (a few shards of
 * tables, `live-tables:<n>`, over fresh rooms per scheduler), the sweep of abandoned blackjack hands, and the
 * sportsbook's calendar (`sportsbook:fixtures`) and live events (`sportsbook:live`).
 */
export async function composeSchedules(
  server: FastifyInstance,
  deps: { db: Db; now: () => Date; hub: LiveHub; sportsClock: SportsClock },
  options: SchedulesOptions = {},
): Promise<{
  scheduler: Scheduler;
  crash: CrashModule;
  liveTables: LiveTablesModule;
  sportsbook: SportsbookModule;
  /** Another process's scheduler over the same schedules (tests of a hand-over). */
  another(): Scheduler;
}> {
  const publish = (topic: string, payload: unknown) => deps.hub.publish(topic, payload);
  const wallet = createSeamlessWallet();
  const crash = await buildCrashModule({
    db: deps.db,
    wallet,
    publish,
    timing: options.crashTiming,
  });
  const liveTables = await buildLiveTablesModule({
    db: deps.db,
    wallet,
    now: deps.now,
    publish,
    hub: deps.hub,
    process: `${process.pid}-${randomUUID().slice(0, 8)}`,
    ...(options.liveTableTiming ? { timing: options.liveTableTiming } : {}),
  });
  const sportsbook = buildSportsbookModule({
    clock: deps.sportsClock,
    now: deps.now,
    publish,
    wallet,
    log: (detail, message) => server.log.error(detail, message),
  });
  const make = () => {
    const scheduler = new Scheduler({
      db: deps.db,
      now: deps.now,
      onError: (schedule, error) =>
        server.log.error({ err: error, schedule }, 'schedule step failed'),
    });
    for (const schedule of crash.schedules as Schedule[]) scheduler.add(schedule);
    for (const schedule of liveTables.schedules()) scheduler.add(schedule);
    scheduler.add(idleHandsSchedule({ wallet }));
    for (const schedule of sportsbook.schedules) scheduler.add(schedule);
    return scheduler;
  };
  const scheduler = make();
  if (options.mode !== 'manual') scheduler.start();
  liveTables.start();
  server.addHook('onClose', async () => {
    await scheduler.stop();
    await liveTables.stop();
  });
  return { scheduler, crash, liveTables, sportsbook, another: make };
}
