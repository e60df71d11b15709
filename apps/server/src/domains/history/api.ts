/**
 * What the account history offers other domains: the row kinds and labels of SPEC §3's
 * history, and writing a row for a request that is not a ledger transfer (cashier requests).
 * A ledger transfer posted on a player's cash account needs no call: the history follows the
 * wallet by a database trigger (migration 0010_history_follows_ledger.sql), which maps each
 * transfer kind to its category and type.
 */
export {
  CATEGORY,
  MOVEMENT,
  STATUS,
  STATUS_NAME,
  type CategoryId,
  type MovementTypeId,
  type StatusCode,
} from './movement-kinds.ts';
export { CATEGORY_LABELS, MOVEMENT_LABELS } from './labels.ts';
export { historyWindow, type HistoryWindow } from './history-window.ts';
export { recordMovement, updateMovement, type Movement } from './record-movement.ts';
export { transactionsRepository } from './transactions.repository.ts';
export { presentTransaction } from './transactions.presenter.ts';
/** Its registration with the composition (domain.ts): handlers, routes, topics, schedules. */
export { historyDomain } from './domain.ts';
