import { BACKOFFICE_API } from '@lale/contract/backoffice';
import { operatorPasswordPayload } from '@lale/contract/backoffice-operators';
import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import { Refusal } from '../../../platform/refusal.ts';
import type { AuditedActionDeps } from '../http/audited-action.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import { presentOperator } from '../operator-sessions.ts';
import { changeOperatorPassword } from './operator-password.ts';
import { operatorRoute } from '../http/operator-route.ts';

/**
 * POST /password: the signed-in operator replaces its password; the only call besides /me
 * and /logout answered while a temporary password awaits replacement (`operatorOf` here is
 * the session's guard without that check). Audited without the passwords.
 */
export function registerOperatorPasswordRoute(
  app: FastifyInstance,
  deps: AuditedActionDeps & { hasher: PasswordHasher },
): void {
  operatorRoute(app, {
    method: 'POST',
    url: `${BACKOFFICE_API}/password`,
    guard: deps.operatorOf,
    body: operatorPasswordPayload,
    handler: async ({ auth: operator, body: input, request }) => {
      const audit = (result: 'success' | 'failure', detail?: Record<string, unknown>) =>
        writeOperatorAudit(deps.db, {
          operatorId: operator.id,
          action: 'operators.change_password',
          result,
          ip: request.ip,
          detail: { forced: operator.mustChangePassword, ...detail },
          at: deps.now(),
        });
      try {
        const changed = await changeOperatorPassword(deps.db, deps.hasher, operator, input);
        await audit('success');
        return presentOperator(changed);
      } catch (error) {
        if (error instanceof Refusal) await audit('failure', { reason: error.code });
        throw error;
      }
    },
  });
}
