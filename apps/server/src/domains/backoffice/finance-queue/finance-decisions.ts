import type { FinanceDecision } from '@lale/contract/backoffice/finance';
import { can } from '@lale/contract/backoffice-permissions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import { financeFirstDecisions, financeSettings } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';
import { decideRequest, type Decision } from '../../cashier/api.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';

export interface DecisionContext {
  operator: OperatorRow;
  ip: string;
  now: Date;
}

/** A request after a decision on it, as the back office answers it. */
export type DecisionResult = FinanceDecision;

/** Kuruş: a decision on a larger request needs a second operator. */
export async function secondApprovalLimit(db: Db): Promise<number> {
  const [row] = await db.select().from(financeSettings).where(eq(financeSettings.id, 1));
  return row?.secondApprovalAbove ?? Number.MAX_SAFE_INTEGER;
}

/** The request's row, locked: deciders of one request take turns. */
async function lockRequest(tx: Db, requestId: number) {
  const [row] = rowsOf<{ id: number; amount: string | number; status: string }>(
    await tx.execute(
      sql`select id, amount, status from cashier_requests where id = ${requestId} for update`,
    ),
  );
  if (!row) throw refusals.notFound();
  return { ...row, amount: Number(row.amount) };
}

async function waitingFirst(tx: Db, requestId: number) {
  const [row] = await tx
    .select()
    .from(financeFirstDecisions)
    .where(
      and(eq(financeFirstDecisions.requestId, requestId), isNull(financeFirstDecisions.secondAt)),
    );
  return row;
}

async function settle(
  tx: Db,
  requestId: number,
  decision: Decision,
  note: string | null,
  ctx: DecisionContext,
  audit: Record<string, unknown> = {},
): Promise<DecisionResult> {
  const outcome = await decideRequest(
    tx,
    requestId,
    decision,
    { via: 'operator', operatorId: ctx.operator.id, note },
    ctx.now,
  );
  await writeOperatorAudit(tx, {
    operatorId: ctx.operator.id,
    action: decision,
    requestId,
    result: 'success',
    ip: ctx.ip,
    detail: { replayed: outcome.replayed, amount: outcome.request.amount, ...audit },
    at: ctx.now,
  });
  return {
    id: outcome.request.id,
    status: outcome.request.status,
    replayed: outcome.replayed,
    decidedAt: outcome.request.decidedAt?.toISOString() ?? null,
    decidedBy: outcome.request.decidedBy,
  };
}

/**
 * An operator's decision on one request, in its own transaction. Up to the limit it is final
 * (the request and its ledger movement together); above it, it is recorded as the first of
 * two and moves nothing: the request shows as awaiting a second approval.
 */
export async function decideInQueue(
  db: Db,
  input: { requestId: number; decision: Decision; note?: string | undefined },
  ctx: DecisionContext,
): Promise<DecisionResult> {
  return withTransaction(db, async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    const note = input.note?.trim() || null;
    if (request.status !== 'new' || request.amount <= (await secondApprovalLimit(tx)))
      return settle(tx, input.requestId, input.decision, note, ctx);
    if (await waitingFirst(tx, input.requestId))
      throw refusals.conflict('request_awaiting_approval');
    await tx.insert(financeFirstDecisions).values({
      requestId: input.requestId,
      decision: input.decision,
      operatorId: ctx.operator.id,
      note,
      decidedAt: ctx.now,
    });
    await writeOperatorAudit(tx, {
      operatorId: ctx.operator.id,
      action: 'finance.first_decision',
      requestId: input.requestId,
      result: 'success',
      ip: ctx.ip,
      detail: { decision: input.decision, amount: request.amount },
      at: ctx.now,
    });
    return {
      id: input.requestId,
      status: 'awaiting_approval',
      replayed: false,
      decidedAt: null,
      decidedBy: null,
    };
  });
}

/**
 * The second operator's word on a first decision: approved, the request is decided as the
 * first operator chose (money moves now, once); declined, it waits in the queue again.
 */
export async function secondApproval(
  db: Db,
  input: { requestId: number; approve: boolean },
  ctx: DecisionContext,
): Promise<DecisionResult> {
  if (!can(ctx.operator.role, 'finance.approve_large')) throw refusals.forbidden();
  return withTransaction(db, async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    const first = await waitingFirst(tx, input.requestId);
    if (!first || request.status !== 'new')
      throw refusals.conflict('request_not_awaiting_approval');
    if (first.operatorId === ctx.operator.id)
      throw refusals.conflict('second_approval_same_operator');
    await tx
      .update(financeFirstDecisions)
      .set({ secondOperatorId: ctx.operator.id, secondAt: ctx.now, approved: input.approve })
      .where(eq(financeFirstDecisions.id, first.id));
    if (input.approve)
      return settle(tx, input.requestId, first.decision, first.note, ctx, {
        firstOperatorId: first.operatorId,
      });
    await writeOperatorAudit(tx, {
      operatorId: ctx.operator.id,
      action: 'finance.second_approval_declined',
      requestId: input.requestId,
      result: 'success',
      ip: ctx.ip,
      detail: { firstOperatorId: first.operatorId, decision: first.decision },
      at: ctx.now,
    });
    return {
      id: input.requestId,
      status: 'new',
      replayed: false,
      decidedAt: null,
      decidedBy: null,
    };
  });
}
