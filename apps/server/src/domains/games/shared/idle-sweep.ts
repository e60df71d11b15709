import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import type { StudioDeps } from './studio-deps.ts';

/** A studio game nobody touched for a day is over; each game closes it by its own rule. */
export const IDLE_HAND_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Games one sweep closes in its transaction; any more wait for the next hour. */
export const IDLE_SWEEP_BATCH = 100;

/** Closes the games idle since `now - IDLE_HAND_MS` and says how many it closed. */
export type IdleSweep = (deps: Pick<StudioDeps, 'db' | 'wallet' | 'now'>) => Promise<number>;

/**
 * A sweep as one of the site's schedules: one process runs it, when it becomes the leader
 * and hourly after that; a failed sweep is reported and tried again at the next.
 */
export function idleSweepSchedule(
  name: string,
  sweep: IdleSweep,
  deps: Pick<StudioDeps, 'wallet'>,
): Schedule {
  return {
    name,
    everyMs: SWEEP_EVERY_MS,
    step: async ({ db, now }) => {
      await sweep({ db, wallet: deps.wallet, now: () => now });
    },
  };
}
