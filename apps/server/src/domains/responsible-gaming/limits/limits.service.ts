import {
  LIMIT_COOLING_OFF_MS,
  type LimitKind,
  type LimitPeriod,
} from '@lale/contract/responsible-gaming/limits';
import type { MessageKey } from '@lale/contract/messages';
import type { Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { checkLimitAmount } from './limit-bounds.ts';
import { limitsRepository as limits, type LimitRow } from './limits.repository.ts';

export interface LimitKey {
  userId: number;
  kind: LimitKind;
  period: LimitPeriod;
}

/** What a change did, for the audit trail and the player's message. */
export interface LimitChange {
  /** The limit as it stands now; null once removed (or when there was none to remove). */
  row: LimitRow | null;
  event:
    | 'rg_limit_set'
    | 'rg_limit_change_requested'
    | 'rg_limit_confirmed'
    | 'rg_limit_change_cancelled'
    | null;
  message: MessageKey;
  detail: Record<string, unknown>;
}

const NO_PENDING = {
  pendingAmount: null,
  pendingRemoval: false,
  requestedAt: null,
  effectiveAt: null,
};

/**
 * Sets, lowers, raises or removes (`amount` null) a limit. Protection applies at once: a new
 * limit or a lower one (which also drops any pending raise). Less protection waits: a raise or
 * a removal is stored as pending, confirmable LIMIT_COOLING_OFF_MS after this request (a new
 * request restarts the wait, an identical one keeps it).
 */
export async function setLimit(
  db: Db,
  key: LimitKey,
  amount: number | null,
  now: Date,
): Promise<LimitChange> {
  if (amount !== null) checkLimitAmount(key.kind, amount);
  const current = await limits.find(db, key.userId, key.kind, key.period, true);
  if (!current) {
    if (amount === null) return { row: null, event: null, message: 'success', detail: {} };
    const row = await limits.insert(db, { ...key, amount, setAt: now });
    return { row, event: 'rg_limit_set', message: 'rg_limit_set', detail: { ...key, amount } };
  }
  if (amount !== null && amount <= current.amount) {
    const row = await limits.update(db, key, { amount, setAt: now, ...NO_PENDING });
    return {
      row,
      event: 'rg_limit_set',
      message: 'rg_limit_set',
      detail: { ...key, amount, previous: current.amount },
    };
  }
  const samePending =
    current.requestedAt !== null &&
    (amount === null ? current.pendingRemoval : current.pendingAmount === amount);
  if (samePending)
    return { row: current, event: null, message: 'rg_limit_change_pending', detail: {} };
  const row = await limits.update(db, key, {
    pendingAmount: amount,
    pendingRemoval: amount === null,
    requestedAt: now,
    effectiveAt: new Date(now.getTime() + LIMIT_COOLING_OFF_MS),
  });
  return {
    row,
    event: 'rg_limit_change_requested',
    message: 'rg_limit_change_pending',
    detail: { ...key, amount, current: current.amount, effectiveAt: row.effectiveAt },
  };
}

/** Applies a pending raise or removal, only once its cooling-off has passed. */
export async function confirmLimit(db: Db, key: LimitKey, now: Date): Promise<LimitChange> {
  const current = await pendingOf(db, key);
  if (current.effectiveAt!.getTime() > now.getTime())
    throw refusals.conflict('rg_limit_not_confirmable', undefined, {
      effectiveAt: current.effectiveAt!.toISOString(),
    });
  const detail = { ...key, amount: current.pendingAmount, previous: current.amount };
  if (current.pendingRemoval) {
    await limits.remove(db, key);
    return { row: null, event: 'rg_limit_confirmed', message: 'rg_limit_set', detail };
  }
  const row = await limits.update(db, key, {
    amount: current.pendingAmount!,
    setAt: now,
    ...NO_PENDING,
  });
  return { row, event: 'rg_limit_confirmed', message: 'rg_limit_set', detail };
}

/** Drops a pending raise or removal; the limit in force stays. */
export async function cancelLimitChange(db: Db, key: LimitKey): Promise<LimitChange> {
  const current = await pendingOf(db, key);
  const row = await limits.update(db, key, NO_PENDING);
  return {
    row,
    event: 'rg_limit_change_cancelled',
    message: 'success',
    detail: { ...key, amount: current.amount, dropped: current.pendingAmount },
  };
}

async function pendingOf(db: Db, key: LimitKey): Promise<LimitRow> {
  const current = await limits.find(db, key.userId, key.kind, key.period, true);
  if (!current?.requestedAt) throw refusals.notFound('rg_no_pending_change');
  return current;
}
