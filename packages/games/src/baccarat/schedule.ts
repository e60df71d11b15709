import type { TableSchedule } from '../live-table/schedule.ts';

/** Four to six cards dealt face up one by one fit in the draw; no decisions during a coup. */
export const BACCARAT_SCHEDULE: TableSchedule = {
  bettingMs: 15_000,
  noMoreBetsMs: 1_000,
  drawMs: 12_000,
  resultMs: 6_000,
};
