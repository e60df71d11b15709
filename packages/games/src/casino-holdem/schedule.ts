import type { TableSchedule } from '../live-table/schedule.ts';

/**
 * `drawMs` deals the player's cards, the dealer's (face down) and the flop; `decisionMs` is
 * the call-or-fold window (no answer folds); the turn, river and the dealer's cards are shown
 * within `resultMs`.
 */
export const CASINO_HOLDEM_SCHEDULE: TableSchedule = {
  bettingMs: 15_000,
  noMoreBetsMs: 1_000,
  drawMs: 5_000,
  resultMs: 8_000,
  decisionMs: 12_000,
};
