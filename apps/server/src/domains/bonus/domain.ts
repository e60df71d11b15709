import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { bonusExpirySchedule } from './expiry-schedule.ts';
import { bonusHandlers } from './rpc/bonus.handlers.ts';
import { weeklyDiscountSchedule } from './weekly-discount-schedule.ts';

/** Bonuses: the `bonus` methods, their expiry and the weekly discount on the scheduler. */
export function bonusDomain(platform: Platform): DomainModule {
  return {
    name: 'bonus',
    handlers: bonusHandlers(platform.now),
    schedules: () => [bonusExpirySchedule(), weeklyDiscountSchedule()],
  };
}
