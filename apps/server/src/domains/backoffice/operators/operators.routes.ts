import { BACKOFFICE_API } from '@lale/contract/backoffice';
import {
  createOperatorPayload,
  operatorIdPayload,
  operatorIpsPayload,
  operatorRolePayload,
} from '@lale/contract/backoffice-operators';
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../../platform/limits/rate-limiter.ts';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import { refusals } from '../../../platform/refusal.ts';
import { auditedAction, permitted, type AuditedActionDeps } from '../http/audited-action.ts';
import { operatorsRepository } from '../operators.repository.ts';
import { liftOperatorSlowdown } from './operator-login-throttle.ts';
import { listOperators, operatorsAdmin } from './operators-admin.ts';
import { operatorRoute } from '../http/operator-route.ts';

const URL = `${BACKOFFICE_API}/operators`;

/**
 * The operators screen (operators.manage): list, create with a temporary password, change the
 * role, disable and enable, reset the password or the authenticator, set the address list.
 * Every change, allowed or refused, is written to the audit chain; a temporary password is in
 * the reply only, never in the audit.
 */
export function registerOperatorsRoutes(
  app: FastifyInstance,
  deps: AuditedActionDeps & { hasher: PasswordHasher; limiter: RateLimiter },
): void {
  const admin = operatorsAdmin(deps.db, deps.hasher, deps.now);

  operatorRoute(app, {
    method: 'GET',
    url: URL,
    guard: permitted(deps, 'operators.manage'),
    handler: async () => ({ items: await listOperators(deps.db) }),
  });

  auditedAction(app, deps, {
    url: `${URL}/create`,
    action: 'operators.create',
    body: createOperatorPayload,
    permission: 'operators.manage',
    run: (input, actor) => admin.create(input, actor),
  });
  auditedAction(app, deps, {
    url: `${URL}/role`,
    action: 'operators.set_role',
    body: operatorRolePayload,
    permission: 'operators.manage',
    run: (input, actor) => admin.setRole(input, actor),
  });
  auditedAction(app, deps, {
    url: `${URL}/disable`,
    action: 'operators.disable',
    body: operatorIdPayload,
    permission: 'operators.manage',
    run: (input, actor) => admin.setStatus(input.operatorId, 'inactive', actor),
  });
  auditedAction(app, deps, {
    url: `${URL}/enable`,
    action: 'operators.enable',
    body: operatorIdPayload,
    permission: 'operators.manage',
    run: (input, actor) => admin.setStatus(input.operatorId, 'active', actor),
  });
  auditedAction(app, deps, {
    url: `${URL}/reset-totp`,
    action: 'operators.reset_totp',
    body: operatorIdPayload,
    permission: 'operators.manage',
    run: (input, actor) => admin.resetTotp(input.operatorId, actor),
  });
  auditedAction(app, deps, {
    url: `${URL}/reset-password`,
    action: 'operators.reset_password',
    body: operatorIdPayload,
    permission: 'operators.manage',
    run: (input, actor) => admin.resetPassword(input.operatorId, actor),
  });
  // Lifts the sign-in slowdown of the operator's name, e.g. after someone else guessed at it.
  auditedAction(app, deps, {
    url: `${URL}/unlock`,
    action: 'operators.unlock',
    body: operatorIdPayload,
    permission: 'operators.manage',
    run: async (input) => {
      const operator = await operatorsRepository.findById(deps.db, input.operatorId);
      if (!operator) throw refusals.notFound();
      await liftOperatorSlowdown(deps.limiter, operator.username);
      return null;
    },
  });
  auditedAction(app, deps, {
    url: `${URL}/ip-allow-list`,
    action: 'operators.set_ip_allow_list',
    body: operatorIpsPayload,
    permission: 'operators.manage',
    run: (input, actor, ip) => admin.setIpAllowList(input, actor, ip),
  });
}
