import type { Permission } from '@lale/contract/backoffice-permissions';
import type {
  BACKOFFICE_ROUTES,
  BackofficeReply,
  BackofficeRouteName,
  BackofficeSchema,
} from '@lale/contract/backoffice/routes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { Refusal } from '../../../platform/refusal.ts';
import { writeOperatorAudit, type OperatorAuditEntry } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';
import {
  operatorRoute,
  type OperatorAnswer,
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

/**
 * A back-office control as the contract declares it (POST, its JSON body checked by the declared
 * schema, its permission): a role without the permission is refused before the body is read;
 * every call, allowed or refused, is written to the operator audit under `action` (with its
 * input once read) and, on failure, the refusal's code. `auditResult` adds what `run` returned.
 */
export function auditedAction<N extends AuditedRouteName>(
  app: FastifyInstance,
  deps: OperatorRouteDeps,
  name: N,
  options: {
    action: OperatorAuditEntry['action'];
    auditResult?: boolean;
    /** `operator`: who runs it (a proposal or a decision records its author); `ip`: from where. */
    run: (input: Input<N>, operator: OperatorRow, ip: string) => Promise<BackofficeReply<N>>;
  },
): void {
  operatorRoute(app, deps, name, {
    refused: auditRefusedRole(deps, options.action),
    handler: async (call) => {
      const { body: input, request } = call;
      // A declared permission: the guard returned the operator.
      const operator = call.auth as OperatorRow;
      const audit = (result: 'success' | 'failure', detail: Record<string, unknown>) =>
        writeOperatorAudit(deps.db, {
          operatorId: operator.id,
          action: options.action,
          result,
          ip: request.ip,
          detail: { input, ...detail },
          at: deps.now(),
        });
      try {
        const done = await options.run(input as Input<N>, operator, request.ip);
        await audit('success', options.auditResult ? { done } : {});
        // A control answers in the envelope, never a file.
        return done as OperatorAnswer<N>;
      } catch (error) {
        await audit('failure', {
          reason: error instanceof Refusal ? error.code : 'server_error',
        }).catch(() => undefined);
        throw error;
      }
    },
  });
}
