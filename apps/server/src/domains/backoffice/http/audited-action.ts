import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../http/route.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
import { writeOperatorAudit, type OperatorAuditEntry } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';
import type { OperatorRole } from '@lale/contract/backoffice';
import { can, type Permission } from '@lale/contract/backoffice-permissions';
import { backofficeTransport } from './backoffice-transport.ts';

export interface AuditedActionDeps {
  db: Db;
  now: () => Date;
  operatorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<OperatorRow>;
}

/**
 * A back-office control (POST, JSON body checked by `body`): only roles that `allowed` admits
 * may run it, and every call, allowed or refused, is written to the operator audit with its
 * input and, on failure, the refusal's code. `auditResult` adds what `run` returned.
 */
export function auditedAction<S extends z.ZodType>(
  app: FastifyInstance,
  deps: AuditedActionDeps,
  options: {
    url: string;
    action: OperatorAuditEntry['action'];
    body: S;
    allowed: (role: OperatorRole) => boolean;
    auditResult?: boolean;
    /** `operator`: who runs it (a proposal or a decision records its author); `ip`: from where. */
    run: (input: z.output<S>, operator: OperatorRow, ip: string) => Promise<unknown>;
  },
): void {
  route(app, {
    method: 'POST',
    url: options.url,
    transport: backofficeTransport,
    guard: deps.operatorOf,
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
      if (!options.allowed(operator.role)) {
        await audit('failure', { reason: 'not_authorized' }).catch(() => undefined);
        throw refusals.forbidden();
      }
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
 * A guard for reads: the signed-in operator, if its role holds `permission`; otherwise the
 * call is refused (not_authorized) before anything is read.
 */
export function permitted(
  deps: Pick<AuditedActionDeps, 'operatorOf'>,
  permission: Permission,
): (request: FastifyRequest, reply: FastifyReply) => Promise<OperatorRow> {
  return async (request, reply) => {
    const operator = await deps.operatorOf(request, reply);
    if (!can(operator.role, permission)) throw refusals.forbidden();
    return operator;
  };
}
