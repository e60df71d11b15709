import type { TableSchedule } from '../live-table/schedule.ts';

/**
 * `decisionMs` is each seat's turn (a timed-out seat stands) and the insurance window; the
 * dealer's turn follows the last seat within `resultMs`.
 */
export const LIVE_BLACKJACK_SCHEDULE: TableSchedule = {
  bettingMs: 15_000,
  noMoreBetsMs: 1_000,
  drawMs: 6_000,
  resultMs: 8_000,
  decisionMs: 10_000,
};
