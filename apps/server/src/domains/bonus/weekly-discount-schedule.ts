import type { Schedule } from '../../platform/scheduler/scheduler.ts';
import { payWeeklyDiscounts } from './weekly-discount.ts';

/**
 * The leader pays last week's casino discount: from Monday 00:00 (Türkiye) the first run pays
 * every qualifying player once, later runs of the week find them paid and pay only those a
 * refusal held back. Hourly: a payment keyed by the week needs no finer timing.
 */
export function weeklyDiscountSchedule(everyMs = 3_600_000): Schedule {
  return {
    name: 'bonus-weekly-discount',
    everyMs,
    async step({ db, now }) {
      await payWeeklyDiscounts(db, now);
    },
  };
}
