import type { Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { recordDecisionInHistory } from './cashier-history.ts';
import { cashierLedger } from './cashier-ledger.ts';
import { grantForDeposit } from '../bonus/api.ts';
import { requestDecided } from './decision-events.ts';
import {
  cashierRequestsRepository as requests,
  type CashierRequestRow,
} from './cashier-requests.repository.ts';

export type Decision = 'confirm' | 'reject';

export interface Decider {
  via: 'operator' | 'provider';
  operatorId: number | null;
  note?: string | null;
}

export interface DecisionOutcome {
  request: CashierRequestRow;
  /** True when the request had this decision already: nothing moved this time. */
  replayed: boolean;
}

const statusOf = (decision: Decision) => (decision === 'confirm' ? 'confirmed' : 'canceled');

/**
 * Confirms or rejects a 'new' request and moves its money, in the caller's transaction:
 * a deposit credits the player when confirmed; a withdrawal's held amount is paid when
 * confirmed and released when rejected. A provider's repeated callback answers the first
 * decision and moves nothing; its opposite is refused. An operator's second decision of
 * either kind is refused as a conflict that tells who decided and when (of many operators
 * deciding at once, exactly one succeeds).
 */
export async function decideRequest(
  db: Db,
  requestId: number,
  decision: Decision,
  decider: Decider,
  now: Date,
): Promise<DecisionOutcome> {
  const decided = await requests.decide(db, requestId, {
    status: statusOf(decision),
    by: decider.operatorId,
    via: decider.via,
    note: decider.note?.trim() || null,
    at: now,
  });
  if (!decided) {
    const current = await requests.find(db, requestId);
    if (!current) throw refusals.notFound();
    if (decider.via === 'operator') throw alreadyDecided(current);
    // Expired unpaid (deposit-expiry.ts): its headroom is gone, so a late payment is refused and
    // the provider returns it; a late failure has nothing left to do.
    if (current.status === 'expired' && decision === 'confirm')
      throw refusals.conflict('deposit_request_expired');
    if (current.status === 'expired') return { request: current, replayed: true };
    if (current.status === statusOf(decision)) return { request: current, replayed: true };
    throw refusals.conflict('request_already_decided');
  }
  let balances: { before: number; after: number } | null = null;
  if (decided.kind === 'deposit' && decision === 'confirm') {
    balances = await cashierLedger.creditDeposit(db, decided);
    await grantForDeposit(db, decided, now);
  }
  if (decided.kind === 'withdrawal')
    await (decision === 'confirm'
      ? cashierLedger.payWithdrawal(db, decided.id)
      : cashierLedger.releaseWithdrawal(db, decided.id));
  await recordDecisionInHistory(db, decided, balances);
  requestDecided(db, decided);
  return { request: decided, replayed: false };
}

function alreadyDecided(current: CashierRequestRow) {
  return refusals.conflict('request_already_decided_by', undefined, {
    status: current.status,
    decidedBy: current.decidedBy ?? null,
    decidedVia: current.decidedVia ?? null,
    decidedAt: current.decidedAt?.toISOString() ?? null,
  });
}
