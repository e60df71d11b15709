import type { FastifyInstance } from 'fastify';
import { bonusExpirySchedule, weeklyDiscountSchedule } from './domains/bonus/api.ts';
import type { Db } from './db/client.ts';
import { randomUUID } from 'node:crypto';
import {
  buildBingoModule,
  buildCrashModule,
  buildLiveTablesModule,
  betOnGamesSchedule,
  betOnGamesTimingFromEnv,
  idleDealsSchedule,
  idleHandsSchedule,
  type BingoModule,
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
import {
  buildVirtualsModule,
  type VirtualTimingOverrides,
  type VirtualsModule,
} from './domains/virtuals/api.ts';
import { tournamentsSchedule } from './domains/tournaments/api.ts';
import { depositExpirySchedule } from './domains/cashier/api.ts';
import { lotterySchedule } from './domains/lottery/api.ts';
import type { LiveHub } from './platform/live/live-hub.ts';
import { Scheduler, type Schedule } from './platform/scheduler/scheduler.ts';

export interface SchedulesOptions {
  /** 'manual': nothing runs by itself, tests tick schedules on their own clock. */
  mode?: 'auto' | 'manual';
  /** Shorter crash phases (browser tests). */
  crashTiming?: { bettingPhaseMs?: number; cooldownMs?: number; maxMultiplierHundredths?: number };
  /** Shorter live-table phases (tests, demos). */
  liveTableTiming?: LiveTableTimingOverrides;
  /** Shorter virtual sports rounds (tests; the environment's VIRTUAL_* for demos). */
  virtualTiming?: VirtualTimingOverrides;
}

/**
 * Everything that runs on a schedule, each schedule led by exactly one process of the site
 * (platform/scheduler): the crash rooms' rounds, the live tables' rounds (a few shards of
 * tables, `live-tables:<n>`, over fresh rooms per scheduler), the sweeps of abandoned blackjack
 * hands and video poker deals, and the sportsbook's calendar (`sportsbook:fixtures`) and live
 * events (`sportsbook:live`).
 */
export async function composeSchedules(
  server: FastifyInstance,
  deps: { db: Db; now: () => Date; hub: LiveHub; sportsClock: SportsClock },
  options: SchedulesOptions = {},
): Promise<{
  scheduler: Scheduler;
  crash: CrashModule;
  bingo: BingoModule;
  liveTables: LiveTablesModule;
  sportsbook: SportsbookModule;
  virtuals: VirtualsModule;
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
  const bingo = buildBingoModule({ wallet, publish });
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
  const virtuals = buildVirtualsModule({
    publish,
    wallet,
    log: (detail, message) => server.log.error(detail, message),
    timing: options.virtualTiming,
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
    for (const schedule of bingo.schedules) scheduler.add(schedule);
    scheduler.add(idleHandsSchedule({ wallet }));
    scheduler.add(idleDealsSchedule({ wallet }));
    scheduler.add(betOnGamesSchedule({ wallet, publish, timing: betOnGamesTimingFromEnv() }));
    for (const schedule of sportsbook.schedules) scheduler.add(schedule);
    for (const schedule of virtuals.schedules) scheduler.add(schedule);
    scheduler.add(bonusExpirySchedule());
    scheduler.add(weeklyDiscountSchedule());
    scheduler.add(tournamentsSchedule({ publish }));
    scheduler.add(lotterySchedule({ publish }));
    scheduler.add(depositExpirySchedule());
    return scheduler;
  };
  const scheduler = make();
  if (options.mode !== 'manual') scheduler.start();
  liveTables.start();
  server.addHook('onClose', async () => {
    await scheduler.stop();
    await liveTables.stop();
  });
  return { scheduler, crash, bingo, liveTables, sportsbook, virtuals, another: make };
}
