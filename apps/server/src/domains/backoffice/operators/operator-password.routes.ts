import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import { Refusal } from '../../../platform/refusal.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import { presentOperator } from '../operator-sessions.ts';
import { changeOperatorPassword } from './operator-password.ts';
import { operatorRoute, type OperatorRouteDeps } from '../http/operator-route.ts';

/**
 * POST /password (`session.password`): the signed-in operator replaces its password; the only
 * call besides /me and /logout answered while a temporary password awaits replacement (the
 * contract declares it `beforePasswordChange`). Audited without the passwords.
 */
export function registerOperatorPasswordRoute(
  app: FastifyInstance,
  deps: OperatorRouteDeps & { hasher: PasswordHasher },
): void {
  operatorRoute(app, deps, 'session.password', {
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
