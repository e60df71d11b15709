import {
  BACKOFFICE_API,
  BACKOFFICE_PANEL,
  decisionPayload,
  operatorLoginPayload,
  queueQuery,
} from '@lale/contract/backoffice';
import { normalizeLang, type Lang } from '@lale/contract/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import type { RateLimiter, RateRule } from '../../../platform/limits/rate-limiter.ts';
import { cashierQueue, decideRequest } from '../../cashier/api.ts';
import { withTransaction, type Db } from '../../../db/client.ts';
import { RpcError, rpcErrors } from '../../../rpc/errors.ts';
import { errorReply, successReply } from '../../../rpc/reply.ts';
import { requestLang } from '../../../rpc/request-lang.ts';
import { validationError } from '../../../rpc/validation.ts';
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

export interface BackofficeDeps {
  db: Db;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  now: () => Date;
  cookieSecure: boolean;
}

const LOGIN_FAILURES_PER_NAME: RateRule = { name: 'op-login', limit: 5, windowMs: 15 * 60_000 };
const LOGIN_FAILURES_PER_IP: RateRule = { name: 'op-login-ip', limit: 30, windowMs: 15 * 60_000 };

const langOf = (request: FastifyRequest): Lang => {
  const query = request.query as { Lang?: unknown } | undefined;
  return typeof query?.Lang === 'string' ? normalizeLang(query.Lang) : requestLang(request);
};

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * The back office JSON API under /backoffice/api/v1, for operators only: login, logout, me,
 * the queue of requests and a decision on one. Every call needs `panel: backoffice` (with the
 * SameSite Strict cookie, this stops cross-site requests); every decision is audited.
 */
export function registerBackoffice(app: FastifyInstance, deps: BackofficeDeps): void {
  const { db, now } = deps;

  const route = (
    method: 'GET' | 'POST',
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply, lang: Lang) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url: `${BACKOFFICE_API}${path}`,
      handler: async (request, reply) => {
        const lang = langOf(request);
        reply.header('cache-control', 'no-store');
        if (request.headers[BACKOFFICE_PANEL.name] !== BACKOFFICE_PANEL.value)
          return reply.code(400).send(errorReply(new RpcError('malformed_request', 400), lang));
        try {
          return successReply(await handler(request, reply, lang), lang);
        } catch (error) {
          if (error instanceof RpcError) return errorReply(error, lang);
          throw error;
        }
      },
    });

  const operatorOf = async (request: FastifyRequest, reply: FastifyReply): Promise<OperatorRow> => {
    const operator = await resolveOperator(db, readOperatorCookie(request), now());
    if (operator) return operator;
    if (readOperatorCookie(request)) clearOperatorCookie(reply, deps.cookieSecure);
    throw rpcErrors.anonymous();
  };

  route('POST', '/login', async (request, reply) => {
    const input = parse(operatorLoginPayload, request.body);
    const name = input.username.toLowerCase();
    const waits = await Promise.all([
      deps.limiter.retryAfter(LOGIN_FAILURES_PER_NAME, name),
      deps.limiter.retryAfter(LOGIN_FAILURES_PER_IP, request.ip),
    ]);
    if (Math.max(...waits) > 0) throw rpcErrors.rateLimited(Math.max(...waits));
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
      throw new RpcError('operator_login_failed', 401);
    }
    await deps.limiter.clear(LOGIN_FAILURES_PER_NAME, name);
    writeOperatorCookie(
      reply,
      outcome.token,
      OPERATOR_SESSION.absoluteMs / 1000,
      deps.cookieSecure,
    );
    return presentOperator(outcome.operator);
  });

  route('POST', '/logout', async (request, reply) => {
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
  });

  route('GET', '/me', async (request, reply) => presentOperator(await operatorOf(request, reply)));

  route('GET', '/requests', async (request, reply, lang) => {
    await operatorOf(request, reply);
    const query = parse(queueQuery, request.query);
    const { rows, total } = await cashierQueue.queue(db, query, query);
    return { items: rows.map((row) => presentQueueItem(row, lang)), total };
  });

  route('POST', '/decide', async (request, reply) => {
    const operator = await operatorOf(request, reply);
    const input = parse(decisionPayload, request.body);
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
      throw rpcErrors.notAuthorized();
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
      if (error instanceof RpcError && error.code !== 404)
        await audit('failure', { reason: error.key }).catch(() => undefined);
      throw error;
    }
  });
}
