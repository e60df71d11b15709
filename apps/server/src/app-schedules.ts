import type { FastifyInstance } from 'fastify';
import type { LiveTableTimingOverrides } from './domains/games/api.ts';
import type { VirtualTimingOverrides } from './domains/virtuals/api.ts';
import type { DomainModule, Platform } from './platform/domain-module.ts';
import { Scheduler } from './platform/scheduler/scheduler.ts';

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
 * Everything the domains run on a schedule, each schedule led by exactly one process of the
 * site (platform/scheduler), in the domains' order; then the domains' own start. At close the
 * scheduler hands its leases over before the domains stop.
 */
export function composeSchedules(
  server: FastifyInstance,
  platform: Platform,
  domains: readonly DomainModule[],
  mode: SchedulesOptions['mode'],
): {
  scheduler: Scheduler;
  /** Another process's scheduler over the same schedules (tests of a hand-over). */
  another(): Scheduler;
} {
  const make = () => {
    const scheduler = new Scheduler({
      db: platform.db,
      now: platform.now,
      onError: (schedule, error) =>
        server.log.error({ err: error, schedule }, 'schedule step failed'),
    });
    for (const domain of domains)
      for (const schedule of domain.schedules?.() ?? []) scheduler.add(schedule);
    return scheduler;
  };
  const scheduler = make();
  if (mode !== 'manual') scheduler.start();
  for (const domain of domains) domain.start?.();
  server.addHook('onClose', async () => {
    await scheduler.stop();
    for (const domain of domains) await domain.stop?.();
  });
  return { scheduler, another: make };
}
