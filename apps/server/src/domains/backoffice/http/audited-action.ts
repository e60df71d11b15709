import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
import { writeOperatorAudit, type OperatorAuditEntry } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';
import { can, type Permission } from '@lale/contract/backoffice-permissions';
import { operatorGuard, operatorRoute, type OperatorGuard } from './operator-route.ts';

export interface AuditedActionDeps {
  db: Db;
  now: () => Date;
  /** Any signed-in operator (inside its address list, its password no longer temporary). */
  operatorOf: OperatorGuard;
}

/**
 * A back-office control (POST, JSON body checked by `body`): only roles holding `permission`
 * may run it, refused before the body is read; every call, allowed or refused, is written to
 * the operator audit (with its input once read) and, on failure, the refusal's code.
 * `auditResult` adds what `run` returned.
 */
export function auditedAction<S extends z.ZodType>(
  app: FastifyInstance,
  deps: AuditedActionDeps,
  options: {
    url: string;
    action: OperatorAuditEntry['action'];
    body: S;
    permission: Permission;
    auditResult?: boolean;
    /** `operator`: who runs it (a proposal or a decision records its author); `ip`: from where. */
    run: (input: z.output<S>, operator: OperatorRow, ip: string) => Promise<unknown>;
  },
): void {
  operatorRoute(app, {
    method: 'POST',
    url: options.url,
    guard: permitted(deps, options.permission, (operator, request) =>
      writeOperatorAudit(deps.db, {
        operatorId: operator.id,
        action: options.action,
        result: 'failure',
        ip: request.ip,
        detail: { reason: 'not_authorized' },
        at: deps.now(),
      }),
    ),
    body: options.body,
    handler: async ({ auth: operator, body: input, request }) => {
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
        const done = await options.run(input as z.output<S>, operator, request.ip);
        await audit('success', options.auditResult ? { done } : {});
        return done;
      } catch (error) {
        await audit('failure', {
          reason: error instanceof Refusal ? error.code : 'server_error',
        }).catch(() => undefined);
        throw error;
      }
    },
  });
}

/**
 * A route's guard: the signed-in operator, if its role holds `permission`; otherwise the call
 * is refused (not_authorized) before its body or anything else is read, and `refused` (an
 * audit) is told of it.
 */
export function permitted(
  deps: Pick<AuditedActionDeps, 'operatorOf'>,
  permission: Permission,
  refused?: (operator: OperatorRow, request: FastifyRequest) => Promise<unknown>,
): OperatorGuard {
  return operatorGuard(permission, async (request: FastifyRequest, reply: FastifyReply) => {
    const operator = await deps.operatorOf(request, reply);
    if (!can(operator.role, permission)) {
      await refused?.(operator, request).catch(() => undefined);
      throw refusals.forbidden();
    }
    return operator;
  });
}
