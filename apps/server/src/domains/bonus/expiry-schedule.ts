import type { Schedule } from '../../platform/scheduler/scheduler.ts';
import { expireDue } from './close-bonus.ts';

/** The leader returns expired bonus money to the house, a batch a minute. */
export function bonusExpirySchedule(everyMs = 60_000): Schedule {
  return {
    name: 'bonus-expiry',
    everyMs,
    async step({ db, now }) {
      await expireDue(db, now);
    },
  };
}
