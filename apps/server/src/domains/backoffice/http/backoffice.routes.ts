import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldCipher } from '../../../platform/field-encryption/field-cipher.ts';
import type { SealedFields } from '../../accounts/api.ts';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import type { RateLimiter } from '../../../platform/limits/rate-limiter.ts';
import { serverSecret } from '../../../platform/server-secrets.ts';
import type { Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import {
  clearOperatorCookie,
  readOperatorCookie,
  writeOperatorCookie,
} from '../operator-cookie.ts';
import {
  OPERATOR_SESSION,
  operatorLogin,
  operatorLogout,
  presentOperator,
  resolveOperator,
} from '../operator-sessions.ts';
import { operatorsRepository, type OperatorRow } from '../operators.repository.ts';
import { operatorDevices } from '../operators/operator-device-cookie.ts';
import { takeOperatorAttempt } from '../operators/operator-login-throttle.ts';
import { addressAllowed } from '../operators/ip-allow-list.ts';
import type { SportsbookOperator } from '../../sportsbook/api.ts';
import { backofficePanel } from './backoffice-transport.ts';
import {
  operatorRoute,
  startOperatorAccessTable,
  type OperatorGuard,
  type OperatorGuards,
  type OperatorRouteDeps,
} from './operator-route.ts';
import { registerAuditRoutes } from '../audit/audit.routes.ts';
import { registerFinanceQueueRoutes } from '../finance-queue/finance-queue.routes.ts';
import { registerOperatorsRoutes } from '../operators/operators.routes.ts';
import { registerOperatorPasswordRoute } from '../operators/operator-password.routes.ts';
import { registerSportsbookOperatorRoutes } from './sportsbook-operator.routes.ts';
import { registerSupportOperatorRoutes } from './support-operator.routes.ts';
import type { SupportLive } from '../../support/api.ts';
import { registerCmsOperatorRoutes } from './cms-operator.routes.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { registerPrizeOperatorRoutes } from './tournaments-operator.routes.ts';
import { registerPlayerOperatorRoutes } from '../players/players-operator.routes.ts';
import type { KycNotifier } from '../../kyc/api.ts';
import { registerCatalogueOperatorRoutes } from '../catalogue/catalogue-operator.routes.ts';
import { registerReportOperatorRoutes } from './reports-operator.routes.ts';
import { registerBonusOperatorRoutes } from './bonus-operator.routes.ts';

export interface BackofficeDeps {
  db: Db;
  hasher: PasswordHasher;
  /** Seals operators' TOTP secrets (the accounts' data protection). */
  cipher: FieldCipher;
  /** Players' sealed identity numbers: searched by blind index, shown masked. */
  sealed?: SealedFields;
  limiter: RateLimiter;
  now: () => Date;
  cookieSecure: boolean;
  /** Outside production: the demo admin's published secret, whose codes may be reused. */
  reusableTotpSecret?: string;
  /** The sportsbook's controls (routes under /sportsbook); absent, none are registered. */
  sportsbook?: SportsbookOperator;
  /** Live support's console (routes under /support); absent, none are registered. */
  support?: SupportLive;
  /** How a player hears of a decision on a KYC document; absent, nobody is told. */
  kyc?: KycNotifier;
  /** Catalogue and content edits announce themselves here, for every process's caches. */
  changes: SiteChanges;
}

/**
 * The back office JSON API under /backoffice/api/v1, for operators only: every route the
 * contract declares (BACKOFFICE_ROUTES), registered by its area's file with the guard its declared
 * access names. Every call needs `panel: backoffice` (with the SameSite Strict cookie, this stops
 * cross-site requests); every control is audited.
 */
export function registerBackoffice(app: FastifyInstance, deps: BackofficeDeps): void {
  const { db, now } = deps;
  startOperatorAccessTable(app);

  /** The cookie's operator, refused (and audited) from outside the operator's allow-list. */
  const allowedOperatorOf = async (request: FastifyRequest): Promise<OperatorRow | null> => {
    const operator = await resolveOperator(db, readOperatorCookie(request), now());
    if (operator && !addressAllowed(operator.ipAllowList, request.ip)) {
      await writeOperatorAudit(db, {
        operatorId: operator.id,
        action: 'access.address_refused',
        result: 'failure',
        ip: request.ip,
        detail: { url: request.url.split('?')[0] ?? '' },
        at: now(),
      });
      throw refusals.forbidden('operator_address_refused');
    }
    return operator;
  };
  /** The session's operator, even one that must still replace a temporary password. */
  const sessionOf: OperatorGuard = async (request, reply) => {
    backofficePanel(request, reply);
    const operator = await allowedOperatorOf(request);
    if (operator) return operator;
    if (readOperatorCookie(request)) clearOperatorCookie(reply, deps.cookieSecure);
    throw refusals.unauthenticated('anonymous_user');
  };
  const guards: OperatorGuards = {
    /** Sign-in and sign-out: anyone, with the panel's header. */
    anyone: async (request, reply) => backofficePanel(request, reply),
    session: sessionOf,
    /** Every other route: a temporary password must be replaced first. */
    operator: async (request, reply) => {
      const operator = await sessionOf(request, reply);
      if (operator.mustChangePassword)
        throw refusals.forbidden('operator_password_change_required');
      return operator;
    },
    download: async (request) => {
      const operator = await allowedOperatorOf(request);
      if (!operator) throw refusals.unauthenticated('anonymous_user');
      if (operator.mustChangePassword)
        throw refusals.forbidden('operator_password_change_required');
      return operator;
    },
  };
  const routeDeps: OperatorRouteDeps = { db, now, guards };

  let deviceSecret: Promise<string> | null = null;
  const devices = operatorDevices(
    () => (deviceSecret ??= serverSecret(db, 'operator-device-cookie')),
    deps.cookieSecure,
  );
  if (deps.sportsbook)
    registerSportsbookOperatorRoutes(app, { ...routeDeps, sportsbook: deps.sportsbook });
  registerCmsOperatorRoutes(app, { ...routeDeps, changes: deps.changes });
  registerPrizeOperatorRoutes(app, routeDeps);
  registerPlayerOperatorRoutes(app, {
    ...routeDeps,
    sealed: deps.sealed,
    cipher: deps.cipher,
    kyc: deps.kyc,
  });
  registerCatalogueOperatorRoutes(app, { ...routeDeps, changes: deps.changes });
  registerReportOperatorRoutes(app, routeDeps);
  registerBonusOperatorRoutes(app, routeDeps);
  if (deps.support)
    registerSupportOperatorRoutes(app, {
      ...routeDeps,
      cookieSecure: deps.cookieSecure,
      live: deps.support,
    });
  registerOperatorsRoutes(app, { ...routeDeps, hasher: deps.hasher, limiter: deps.limiter });
  registerOperatorPasswordRoute(app, { ...routeDeps, hasher: deps.hasher });
  registerAuditRoutes(app, routeDeps);
  registerFinanceQueueRoutes(app, routeDeps);

  operatorRoute(app, routeDeps, 'session.login', {
    handler: async ({ body: input, request, reply }) => {
      const known = await operatorsRepository.findByUsername(db, input.username);
      const deviceId = known ? await devices.deviceOf(request, known.id) : null;
      const attempt = await takeOperatorAttempt(deps.limiter, {
        name: input.username,
        device: known && deviceId ? { operatorId: known.id, id: deviceId } : null,
        ip: request.ip,
      });
      const userAgent = String(request.headers['user-agent'] ?? '');
      const outcome = await operatorLogin(db, deps, { ...input, ip: request.ip, userAgent }, now());
      const signedIn = outcome.kind === 'signed_in';
      await writeOperatorAudit(db, {
        operatorId: outcome.operator?.id ?? null,
        action: 'login',
        result: signedIn ? 'success' : 'failure',
        ip: request.ip,
        detail: signedIn
          ? undefined
          : { username: input.username.slice(0, 60), reason: outcome.kind },
        at: now(),
      });
      if (outcome.kind === 'code_required')
        throw refusals.unauthenticated('operator_totp_required');
      if (outcome.kind === 'enrol')
        throw refusals.failed('operator_totp_enrolment', { ...outcome.enrolment });
      if (outcome.kind === 'address_refused') throw refusals.forbidden('operator_address_refused');
      if (outcome.kind === 'code_used') throw refusals.unauthenticated('operator_code_used');
      // A wrong password and a wrong code stay counted against the name (or the device) and the address.
      if (outcome.kind !== 'signed_in')
        throw outcome.kind === 'wrong_code'
          ? refusals.unauthenticated('wrong_code')
          : refusals.unauthenticated('operator_login_failed');
      await attempt.succeeded();
      if (!deviceId) await devices.remember(reply, outcome.operator.id);
      writeOperatorCookie(
        reply,
        outcome.token,
        OPERATOR_SESSION.absoluteMs / 1000,
        deps.cookieSecure,
      );
      return presentOperator(outcome.operator);
    },
  });

  operatorRoute(app, routeDeps, 'session.logout', {
    handler: async ({ request, reply }) => {
      const operator = await resolveOperator(db, readOperatorCookie(request), now());
      await operatorLogout(db, readOperatorCookie(request), now());
      if (operator)
        await writeOperatorAudit(db, {
          operatorId: operator.id,
          action: 'logout',
          result: 'success',
          ip: request.ip,
          at: now(),
        });
      clearOperatorCookie(reply, deps.cookieSecure);
      return null;
    },
  });

  operatorRoute(app, routeDeps, 'session.me', {
    handler: ({ auth }) => presentOperator(auth),
  });
}
