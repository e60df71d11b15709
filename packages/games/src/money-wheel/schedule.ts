import type { TableSchedule } from '../live-table/schedule.ts';

/** `drawMs` is one spin; every multiplier adds another spin of the same length. */
export const MONEY_WHEEL_SCHEDULE: TableSchedule = {
  bettingMs: 15_000,
  noMoreBetsMs: 1_000,
  drawMs: 9_000,
  resultMs: 5_000,
};
