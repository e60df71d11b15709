import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { lotterySchedule } from './lottery-schedule.ts';
import { lotteryHandlers } from './rpc/lottery.handlers.ts';

/** The new-year lottery: the `lottery` methods and the draw's schedule. */
export function lotteryDomain(platform: Platform): DomainModule {
  return {
    name: 'lottery',
    handlers: lotteryHandlers(),
    schedules: () => [lotterySchedule({ publish: platform.publish })],
  };
}
