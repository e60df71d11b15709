import type { QueueItem } from '@lale/contract/backoffice';
import type { BulkDecisionResult } from '@lale/contract/backoffice-operators';
import type { Lang } from '@lale/contract/languages';
import { isMessageKey, translate } from '@lale/contract/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { financeSettings } from '../../../db/schema.ts';
import { Refusal } from '../../../platform/refusal.ts';
import { checkoutExpiresAt } from '../../cashier/api.ts';
import { regionGuard } from '../../responsible-gaming/api.ts';
import { auditedAction } from '../http/audited-action.ts';
import { backofficeLang } from '../http/backoffice-transport.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';
import {
  decideInQueue,
  secondApproval,
  secondApprovalLimit,
  type DecisionContext,
} from './finance-decisions.ts';
import { financeQueue, type FinanceQueueRow } from './queue.repository.ts';
import { riskFlagsOf } from './risk-flags.ts';
import { operatorRoute, type OperatorRouteDeps, type RefusedRole } from '../http/operator-route.ts';

/**
 * The finance queue (issue 18, part 6; contract: backoffice/finance.ts): filtered lists with the player's risk flags
 * (finance.view), one decision or many (finance.decide; each its own transaction), the second
 * approval above the limit (finance.approve_large, another operator), and the limit itself
 * (operators.manage).
 */
export function registerFinanceQueueRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { db, now } = deps;
  const context = (operator: OperatorRow, request: FastifyRequest): DecisionContext => ({
    operator,
    ip: request.ip,
    now: now(),
  });
  const refusedDecision = (
    operator: OperatorRow,
    request: FastifyRequest,
    requestId: number | null,
    action: 'confirm' | 'reject' | 'finance.second_approval',
    reason: string,
  ) =>
    writeOperatorAudit(db, {
      operatorId: operator.id,
      action,
      requestId,
      result: 'failure',
      ip: request.ip,
      detail: { reason },
      at: now(),
    }).catch(() => undefined);

  // A refusal for the role is decided (and audited) before the body is checked: the request's
  // id and the decision are taken from it only as far as they are well formed.
  const idOf = (request: FastifyRequest) => {
    const id = (request.body as { requestId?: unknown } | null)?.requestId;
    return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
  };
  const refusedDeciding: RefusedRole = (operator, request) => {
    const decision = (request.body as { decision?: unknown } | null)?.decision;
    return refusedDecision(
      operator,
      request,
      idOf(request),
      decision === 'reject' ? 'reject' : 'confirm',
      'not_authorized',
    );
  };

  operatorRoute(app, deps, 'finance.requests', {
    handler: async ({ query, request }) => {
      const at = now();
      const [{ rows, total }, geo, limit] = await Promise.all([
        financeQueue(db, query, at),
        regionGuard(),
        secondApprovalLimit(db),
      ]);
      const countryOf = (ip: string) => geo.locate(ip).country;
      const lang = backofficeLang(request);
      return {
        items: rows.map((row) => present(row, lang, riskFlagsOf(row, at, countryOf))),
        total,
        secondApprovalAbove: limit,
      };
    },
  });

  operatorRoute(app, deps, 'finance.decide', {
    refused: refusedDeciding,
    handler: async ({ auth: operator, body: input, request }) => {
      try {
        return await decideInQueue(db, input, context(operator, request));
      } catch (error) {
        if (error instanceof Refusal && error.kind !== 'not_found')
          await refusedDecision(operator, request, input.requestId, input.decision, error.code);
        throw error;
      }
    },
  });

  operatorRoute(app, deps, 'finance.decideBulk', {
    refused: refusedDeciding,
    handler: async ({ auth: operator, body: input, request }): Promise<BulkDecisionResult> => {
      const lang = backofficeLang(request);
      const result: BulkDecisionResult = { succeeded: [], failed: [] };
      // One after another, each in its own transaction: one refusal stops none of the others.
      for (const requestId of [...new Set(input.requestIds)]) {
        try {
          const done = await decideInQueue(
            db,
            { requestId, decision: input.decision, note: input.note },
            context(operator, request),
          );
          result.succeeded.push({ id: requestId, status: done.status });
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          await refusedDecision(operator, request, requestId, input.decision, error.code);
          result.failed.push({ id: requestId, code: error.code, message: messageOf(error, lang) });
        }
      }
      return result;
    },
  });

  operatorRoute(app, deps, 'finance.secondApproval', {
    refused: (operator, request) =>
      refusedDecision(
        operator,
        request,
        idOf(request),
        'finance.second_approval',
        'not_authorized',
      ),
    handler: async ({ auth: operator, body: input, request }) => {
      try {
        return await secondApproval(db, input, context(operator, request));
      } catch (error) {
        if (error instanceof Refusal && error.kind !== 'not_found')
          await refusedDecision(
            operator,
            request,
            input.requestId,
            'finance.second_approval',
            error.code,
          );
        throw error;
      }
    },
  });

  operatorRoute(app, deps, 'finance.settings', {
    handler: async () => ({ secondApprovalAbove: await secondApprovalLimit(db) }),
  });

  auditedAction(app, deps, 'finance.setSettings', {
    action: 'finance.set_second_approval_limit',
    run: async (input, { tx, operator }) => {
      await tx
        .update(financeSettings)
        .set({
          secondApprovalAbove: input.secondApprovalAbove,
          updatedAt: now(),
          updatedBy: operator.id,
        })
        .where(eq(financeSettings.id, 1));
      return { secondApprovalAbove: input.secondApprovalAbove };
    },
  });
}

function messageOf(error: Refusal, lang: Lang): string {
  return isMessageKey(error.code) ? translate(error.code, lang) : error.code;
}

function present(row: FinanceQueueRow, lang: Lang, riskFlags: QueueItem['riskFlags']): QueueItem {
  const expiresAt = checkoutExpiresAt({
    kind: row.kind,
    status: row.status,
    providerReference: row.provider_reference,
    createdAt: row.created_at,
  });
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    username: row.username,
    userId: row.user_id,
    method: row.method_name[lang],
    methodId: row.method_id,
    transferTypeId: row.transfer_type_id,
    details: row.details,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    decidedVia: row.decided_via,
    note: row.decision_note,
    expiresAt: expiresAt?.toISOString() ?? null,
    awaitingApproval:
      row.first_decision && row.first_operator_id && row.first_at
        ? {
            decision: row.first_decision,
            operatorId: row.first_operator_id,
            operatorName: row.first_operator_name ?? '',
            at: row.first_at.toISOString(),
            note: row.first_note,
          }
        : null,
    riskFlags,
  };
}
