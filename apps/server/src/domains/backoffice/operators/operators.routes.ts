import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { RateLimiter } from '../../../platform/limits/rate-limiter.ts';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import { refusals } from '../../../platform/refusal.ts';
import { auditedAction } from '../http/audited-action.ts';
import { operatorsRepository } from '../operators.repository.ts';
import { liftOperatorSlowdown } from './operator-login-throttle.ts';
import { listOperators, operatorsAdmin } from './operators-admin.ts';
import { operatorRoute, type OperatorRouteDeps } from '../http/operator-route.ts';

/**
 * The operators screen (contract: backoffice/operators.ts, operators.manage): list, create with a temporary password, change the
 * role, disable and enable, reset the password or the authenticator, set the address list.
 * Every change, allowed or refused, is written to the audit chain; a temporary password is in
 * the reply only, never in the audit.
 */
export function registerOperatorsRoutes(
  app: FastifyInstance,
  deps: OperatorRouteDeps & { hasher: PasswordHasher; limiter: RateLimiter },
): void {
  const admin = (tx: Db) => operatorsAdmin(tx, deps.hasher, deps.now);

  operatorRoute(app, deps, 'operators.list', {
    handler: async () => ({ items: await listOperators(deps.db) }),
  });

  auditedAction(app, deps, 'operators.create', {
    action: 'operators.create',
    run: (input, { tx, operator }) => admin(tx).create(input, operator),
  });
  auditedAction(app, deps, 'operators.setRole', {
    action: 'operators.set_role',
    run: (input, { tx, operator }) => admin(tx).setRole(input, operator),
  });
  auditedAction(app, deps, 'operators.disable', {
    action: 'operators.disable',
    run: (input, { tx, operator }) => admin(tx).setStatus(input.operatorId, 'inactive', operator),
  });
  auditedAction(app, deps, 'operators.enable', {
    action: 'operators.enable',
    run: (input, { tx, operator }) => admin(tx).setStatus(input.operatorId, 'active', operator),
  });
  auditedAction(app, deps, 'operators.resetTotp', {
    action: 'operators.reset_totp',
    run: (input, { tx, operator }) => admin(tx).resetTotp(input.operatorId, operator),
  });
  auditedAction(app, deps, 'operators.resetPassword', {
    action: 'operators.reset_password',
    run: (input, { tx, operator }) => admin(tx).resetPassword(input.operatorId, operator),
  });
  // Lifts the sign-in slowdown of the operator's name, e.g. after someone else guessed at it.
  auditedAction(app, deps, 'operators.unlock', {
    action: 'operators.unlock',
    run: async (input, { tx }) => {
      const operator = await operatorsRepository.findById(tx, input.operatorId);
      if (!operator) throw refusals.notFound();
      await liftOperatorSlowdown(deps.limiter, operator.username);
      return null;
    },
  });
  auditedAction(app, deps, 'operators.setIpAllowList', {
    action: 'operators.set_ip_allow_list',
    run: (input, { tx, operator, ip }) => admin(tx).setIpAllowList(input, operator, ip),
  });
}
