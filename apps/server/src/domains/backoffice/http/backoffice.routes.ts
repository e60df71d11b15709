import {
  BACKOFFICE_API,
  decisionPayload,
  operatorLoginPayload,
  queueQuery,
} from '@lale/contract/backoffice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import type { RateLimiter, RateRule } from '../../../platform/limits/rate-limiter.ts';
import { cashierQueue, decideRequest } from '../../cashier/api.ts';
import { withTransaction, type Db } from '../../../db/client.ts';
import { route } from '../../../http/route.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
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
import type { OperatorRow } from '../operators.repository.ts';
import { presentQueueItem } from '../queue.presenter.ts';
import { canDecide } from '../roles.ts';
import type { SportsbookOperator } from '../../sportsbook/api.ts';
import { backofficeLang, backofficePanel, backofficeTransport } from './backoffice-transport.ts';
import { registerSportsbookOperatorRoutes } from './sportsbook-operator.routes.ts';
import { registerSupportOperatorRoutes } from './support-operator.routes.ts';
import type { SupportLive } from '../../support/api.ts';
import { registerCmsOperatorRoutes } from './cms-operator.routes.ts';

export interface BackofficeDeps {
  db: Db;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  now: () => Date;
  cookieSecure: boolean;
  /** The sportsbook's controls (routes under /sportsbook); absent, none are registered. */
  sportsbook?: SportsbookOperator;
  /** Live support's console (routes under /support); absent, none are registered. */
  support?: SupportLive;
}

const LOGIN_FAILURES_PER_NAME: RateRule = { name: 'op-login', limit: 5, windowMs: 15 * 60_000 };
const LOGIN_FAILURES_PER_IP: RateRule = { name: 'op-login-ip', limit: 30, windowMs: 15 * 60_000 };

/**
 * The back office JSON API under /backoffice/api/v1, for operators only: login, logout, me,
 * the queue of requests and a decision on one. Every call needs `panel: backoffice` (with the
 * SameSite Strict cookie, this stops cross-site requests); every decision is audited.
 */
export function registerBackoffice(app: FastifyInstance, deps: BackofficeDeps): void {
  const { db, now } = deps;

  const operatorOf = async (request: FastifyRequest, reply: FastifyReply): Promise<OperatorRow> => {
    backofficePanel(request, reply);
    const operator = await resolveOperator(db, readOperatorCookie(request), now());
    if (operator) return operator;
    if (readOperatorCookie(request)) clearOperatorCookie(reply, deps.cookieSecure);
    throw refusals.unauthenticated('anonymous_user');
  };

  const url = (path: string) => `${BACKOFFICE_API}${path}`;
  if (deps.sportsbook)
    registerSportsbookOperatorRoutes(app, { db, now, operatorOf, sportsbook: deps.sportsbook });
  registerCmsOperatorRoutes(app, { db, now, operatorOf });
  if (deps.support)
    registerSupportOperatorRoutes(app, {
      db,
      now,
      cookieSecure: deps.cookieSecure,
      live: deps.support,
      operatorOf,
    });
  const transport = backofficeTransport;

  route(app, {
    method: 'POST',
    url: url('/login'),
    transport,
    guard: backofficePanel,
    body: operatorLoginPayload,
    handler: async ({ body: input, request, reply }) => {
      const name = input.username.toLowerCase();
      const waits = await Promise.all([
        deps.limiter.retryAfter(LOGIN_FAILURES_PER_NAME, name),
        deps.limiter.retryAfter(LOGIN_FAILURES_PER_IP, request.ip),
      ]);
      if (Math.max(...waits) > 0) throw refusals.rateLimited(Math.max(...waits));
      const userAgent = String(request.headers['user-agent'] ?? '');
      const outcome = await operatorLogin(
        db,
        deps.hasher,
        { ...input, ip: request.ip, userAgent },
        now(),
      );
      await writeOperatorAudit(db, {
        operatorId: outcome?.operator.id ?? null,
        action: 'login',
        result: outcome ? 'success' : 'failure',
        ip: request.ip,
        detail: outcome ? undefined : { username: input.username.slice(0, 60) },
        at: now(),
      });
      if (!outcome) {
        await deps.limiter.record(LOGIN_FAILURES_PER_NAME, name);
        await deps.limiter.record(LOGIN_FAILURES_PER_IP, request.ip);
        throw refusals.unauthenticated('operator_login_failed');
      }
      await deps.limiter.clear(LOGIN_FAILURES_PER_NAME, name);
      writeOperatorCookie(
        reply,
        outcome.token,
        OPERATOR_SESSION.absoluteMs / 1000,
        deps.cookieSecure,
      );
      return presentOperator(outcome.operator);
    },
  });

  route(app, {
    method: 'POST',
    url: url('/logout'),
    transport,
    guard: backofficePanel,
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

  route(app, {
    method: 'GET',
    url: url('/me'),
    transport,
    guard: operatorOf,
    handler: ({ auth }) => presentOperator(auth),
  });

  route(app, {
    method: 'GET',
    url: url('/requests'),
    transport,
    guard: operatorOf,
    query: queueQuery,
    handler: async ({ query, request }) => {
      const { rows, total } = await cashierQueue.queue(db, query, query);
      return { items: rows.map((row) => presentQueueItem(row, backofficeLang(request))), total };
    },
  });

  route(app, {
    method: 'POST',
    url: url('/decide'),
    transport,
    guard: operatorOf,
    body: decisionPayload,
    handler: async ({ auth: operator, body: input, request }) => {
      const audit = (result: 'success' | 'failure', detail: Record<string, unknown>) =>
        writeOperatorAudit(db, {
          operatorId: operator.id,
          action: input.decision,
          requestId: input.requestId,
          result,
          ip: request.ip,
          detail,
          at: now(),
        });
      if (!canDecide(operator.role)) {
        await audit('failure', { reason: 'not_authorized' }).catch(() => undefined);
        throw refusals.forbidden();
      }
      try {
        const outcome = await withTransaction(db, async (tx) => {
          const result = await decideRequest(
            tx,
            input.requestId,
            input.decision,
            { via: 'operator', operatorId: operator.id, note: input.note ?? null },
            now(),
          );
          await writeOperatorAudit(tx, {
            operatorId: operator.id,
            action: input.decision,
            requestId: input.requestId,
            result: 'success',
            ip: request.ip,
            detail: { replayed: result.replayed, amount: result.request.amount },
            at: now(),
          });
          return result;
        });
        return {
          id: outcome.request.id,
          status: outcome.request.status,
          replayed: outcome.replayed,
          decidedAt: outcome.request.decidedAt?.toISOString() ?? null,
          decidedBy: outcome.request.decidedBy,
        };
      } catch (error) {
        if (error instanceof Refusal && error.kind !== 'not_found')
          await audit('failure', { reason: error.code }).catch(() => undefined);
        throw error;
      }
    },
  });
}
