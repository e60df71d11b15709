import type { Permission } from '@lale/contract/backoffice-permissions';
import type {
  BACKOFFICE_ROUTES,
  BackofficeReply,
  BackofficeRouteName,
  BackofficeSchema,
} from '@lale/contract/backoffice/routes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { Refusal } from '../../../platform/refusal.ts';
import { writeOperatorAudit, type OperatorAuditEntry } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';
import {
  operatorRoute,
  type OperatorAnswer,
  type OperatorCall,
  type OperatorRouteDeps,
  type RefusedRole,
} from './operator-route.ts';

/** The declared controls: POST routes with a JSON body, for roles holding a permission. */
export type AuditedRouteName = {
  [N in BackofficeRouteName]: (typeof BACKOFFICE_ROUTES)[N] extends {
    method: 'POST';
    access: Permission;
    body: z.ZodType;
  }
    ? N
    : never;
}[BackofficeRouteName];

type Input<N extends AuditedRouteName> = z.output<BackofficeSchema<N, 'body'> & z.ZodType>;

/** Writes a refusal of the operator's role to the audit, under `action`. */
export const auditRefusedRole =
  (
    deps: Pick<OperatorRouteDeps, 'db' | 'now'>,
    action: OperatorAuditEntry['action'],
  ): RefusedRole =>
  (operator, request) =>
    writeOperatorAudit(deps.db, {
      operatorId: operator.id,
      action,
      result: 'failure',
      ip: request.ip,
      detail: { reason: 'not_authorized' },
      at: deps.now(),
    });

/** What a control's `run` is given: the transaction its change and its audit commit in. */
export interface AuditedCall {
  tx: Db;
  /** Who runs it (a proposal or a decision records its author). */
  operator: OperatorRow;
  /** From where. */
  ip: string;
}

/**
 * A back-office control as the contract declares it (POST, its JSON body checked by the declared
 * schema, its permission): a role without the permission is refused before the body is read;
 * every call, allowed or refused, is written to the operator audit under `action` (with its
 * input once read) and, on failure, the refusal's code. `auditResult` adds what `run` returned.
 * The change and its success audit are one transaction: neither commits without the other. A
 * failed attempt is audited on its own, once the change has rolled back.
 */
export function auditedAction<N extends AuditedRouteName>(
  app: FastifyInstance,
  deps: OperatorRouteDeps,
  name: N,
  options: {
    action: OperatorAuditEntry['action'];
    auditResult?: boolean;
    /** The change, all of it in `call.tx`. */
    run: (input: Input<N>, call: AuditedCall) => Promise<BackofficeReply<N>>;
  },
): void {
  const audit = (
    db: Db,
    call: OperatorCall<N>,
    result: 'success' | 'failure',
    detail: Record<string, unknown>,
  ) =>
    writeOperatorAudit(db, {
      // A declared permission: the guard returned the operator.
      operatorId: (call.auth as OperatorRow).id,
      action: options.action,
      result,
      ip: call.request.ip,
      detail: { input: call.body, ...detail },
      at: deps.now(),
    });
  operatorRoute(app, deps, name, {
    refused: auditRefusedRole(deps, options.action),
    transaction: true,
    handler: async (call) => {
      const operator = call.auth as OperatorRow;
      const done = await options.run(call.body as Input<N>, {
        tx: call.db,
        operator,
        ip: call.request.ip,
      });
      await audit(call.db, call, 'success', options.auditResult ? { done } : {});
      // A control answers in the envelope, never a file.
      return done as OperatorAnswer<N>;
    },
    failed: (call, error) =>
      audit(deps.db, call, 'failure', {
        reason: error instanceof Refusal ? error.code : 'server_error',
      }),
  });
}
