import { PANEL_HEADER, RPC_PATH, rpcRequest, type RpcUserBlock } from '@lale/contract/envelope';
import { normalizeLang, type Lang } from '@lale/contract/languages';
import { isMessageKey, translate } from '@lale/contract/messages';
import type { MethodSpec } from '@lale/contract/method';
import { findMethod } from '@lale/contract/registry';
import { parse } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withTransaction, type Db } from '../db/client.ts';
import { redactError } from '../platform/log-redaction.ts';
import { Refusal, refusals } from '../platform/refusal.ts';
import {
  Success,
  type CallContext,
  type HandlerRegistry,
  type HttpFacet,
  type Session,
} from './handler.ts';
import { takeDeclaredLimits, type RpcRateLimits } from './rate-limits.ts';
import { errorReply, failureReply, successReply } from './reply.ts';
import { requestLang } from './request-lang.ts';
import { validationError } from './validation.ts';
import { oncePerKey } from './money-replies.ts';
import type {} from '../http/route-needs.ts';

export interface SessionCookies {
  read(request: FastifyRequest): string | undefined;
  write(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  clear(reply: FastifyReply): void;
}

export interface SessionResolver {
  /**
   * The session the request's cookie names; null without a cookie; 'expired' when the cookie
   * names no live session (unknown, revoked, idle or past its lifetime). Never throws for a
   * bad cookie.
   */
  resolve(
    request: FastifyRequest,
    user: RpcUserBlock | undefined,
  ): Promise<Session | 'expired' | null>;
  cookies: SessionCookies;
}

export interface DispatcherDeps {
  db: Db;
  handlers: HandlerRegistry;
  /** While on, every class but 'maintenance' is refused (the site domain keeps the flag). */
  maintenance: { isOn(): boolean };
  sessions: SessionResolver;
  /** The numbers behind the limits methods declare in the contract. */
  rateLimits: RpcRateLimits;
  /** The refusal a database error stands for (a ledger guard's), told like any refusal. */
  refusalOf?: (error: unknown) => Refusal | null;
}

type AnyHandler = { handle(payload: unknown, ctx: CallContext): Promise<unknown> };

/**
 * POST /endpoint/v1: envelope → method, then the method's declared pipeline: maintenance →
 * auth → rate limit → validate → transaction → handler.
 */
export function registerRpcRoute(app: FastifyInstance, deps: DispatcherDeps): void {
  // Each method declares its needs in the contract (MethodSpec), read per call below.
  app.post(RPC_PATH, { config: { pipeline: 'rpc' } }, async (request, reply) => {
    if (request.headers[PANEL_HEADER.name] !== PANEL_HEADER.value) {
      return send(reply, 400, failureReply('malformed_request', 400, requestLang(request)));
    }
    const envelope = rpcRequest.safeParse(request.body);
    if (!envelope.success) {
      return send(reply, 400, failureReply('malformed_request', 400, requestLang(request)));
    }
    const { api, data = {}, user } = envelope.data;
    const lang = normalizeLang(data.Lang ?? user?.lang);
    const spec = findMethod(api.class, api.method);
    if (!spec) return send(reply, 404, errorReply(refusals.notFound('unknown_method'), lang));

    try {
      if (api.class !== 'maintenance' && deps.maintenance.isOn()) throw refusals.locked();
      const http = httpFacet(request, reply, deps.sessions.cookies);
      const found = await resolveSession(deps, spec, request, user);
      const session = authenticate(spec, found, http);
      if (spec.rateLimit)
        await takeDeclaredLimits(deps.rateLimits, spec.rateLimit, { ip: request.ip, session });
      const { Lang: _lang, ...fields } = data;
      refuseMissingKey(spec, fields);
      const payload = spec.payload.safeParse(fields);
      if (!payload.success) throw validationError(payload.error);
      const handler = lookupHandler(deps.handlers, api.class, api.method);
      if (!handler) throw refusals.notAvailable();
      const ctx: CallContext = {
        lang,
        db: deps.db,
        session,
        ip: request.ip,
        requestId: String(request.id),
        http,
        idempotencyKey: idempotencyKeyOf(spec, payload.data),
      };
      const result = await run(spec, handler, payload.data, ctx, `${api.class}.${api.method}`);
      if (result instanceof Success && result.extra.prepared) {
        const message = translate(result.extra.message ?? 'success', lang);
        return reply
          .type('application/json; charset=utf-8')
          .send(result.extra.prepared.body(message, result.extra.pagination));
      }
      return result instanceof Success
        ? successReply(result.data, lang, result.extra)
        : successReply(result, lang);
    } catch (error) {
      const refusal = toldRefusal(deps, error);
      const failure = refusal ? errorReply(refusal, lang) : null;
      if (failure) {
        // Slow-down is the one business refusal with its own HTTP status (ARCHITECTURE).
        if (failure.code === 429)
          reply.code(429).header('retry-after', refusal!.retryAfterSeconds ?? 1);
        return failure;
      }
      request.log.error({ err: redactError(error), errorId: request.id, api }, 'rpc call failed');
      return send(
        reply,
        500,
        failureReply('server_error', 500, lang, { errorId: String(request.id) }),
      );
    }
  });
}

/**
 * The refusal an error stands for, told in the site's catalogue: a refusal another layer made
 * with a code of its own (a wallet code) is asked of `refusalOf` like any other error.
 */
function toldRefusal(deps: DispatcherDeps, error: unknown): Refusal | null {
  if (error instanceof Refusal && isMessageKey(error.code)) return error;
  return deps.refusalOf?.(error) ?? (error instanceof Refusal ? error : null);
}

function resolveSession(
  deps: DispatcherDeps,
  spec: MethodSpec,
  request: FastifyRequest,
  user: RpcUserBlock | undefined,
): Promise<Session | 'expired' | null> {
  return spec.auth === 'none' ? Promise.resolve(null) : deps.sessions.resolve(request, user);
}

/** Refuses a 'required' method without a live session; a dead cookie is cleared either way. */
function authenticate(
  spec: MethodSpec,
  found: Session | 'expired' | null,
  http: HttpFacet,
): Session | null {
  if (found === 'expired') http.clearSessionCookie();
  if (spec.auth === 'required' && found === 'expired')
    throw refusals.unauthenticated('session_expired');
  const session = found === 'expired' ? null : found;
  if (spec.auth === 'required' && !session) throw refusals.unauthenticated('anonymous_user');
  return session;
}

/** The declared idempotency field's value; the payload schema has already checked its shape. */
function idempotencyKeyOf(spec: MethodSpec, payload: unknown): string | undefined {
  if (!spec.idempotencyKey) return undefined;
  const value = (payload as Record<string, unknown>)[spec.idempotencyKey];
  return typeof value === 'string' ? value : undefined;
}

function httpFacet(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: SessionCookies,
): HttpFacet {
  return {
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    sessionToken: cookies.read(request),
    setSessionCookie: (token, maxAgeSeconds) => cookies.write(reply, token, maxAgeSeconds),
    clearSessionCookie: () => cookies.clear(reply),
    cookie: (name) => {
      const header = request.headers.cookie;
      return header ? parse(header)[name] || undefined : undefined;
    },
    addSetCookie: (header) => void reply.header('set-cookie', header),
  };
}

/** A money-moving call names its user action first: without its key it is refused outright. */
function refuseMissingKey(spec: MethodSpec, fields: Record<string, unknown>): void {
  const field = spec.movesMoney ? spec.idempotencyKey : undefined;
  if (field && (fields[field] === undefined || fields[field] === null || fields[field] === ''))
    throw refusals.invalid({ [field]: 'request_key_required' });
}

/**
 * The handler in the method's transaction; a money-moving one once per request key (a
 * one-statement method keeps its key in its own statement).
 */
function run(
  spec: MethodSpec,
  handler: AnyHandler,
  payload: unknown,
  ctx: CallContext,
  method: string,
): Promise<unknown> {
  if (spec.transaction !== true) return handler.handle(payload, ctx);
  return withTransaction(ctx.db, (tx) => {
    const work = () => handler.handle(payload, { ...ctx, db: tx });
    if (!spec.movesMoney || !ctx.session || !ctx.idempotencyKey) return work();
    const call = { userId: ctx.session.uid, method, key: ctx.idempotencyKey, payload };
    return oncePerKey(tx, call, work);
  });
}

function lookupHandler(
  registry: HandlerRegistry,
  className: string,
  methodName: string,
): AnyHandler | undefined {
  const handlers = (registry as Record<string, Record<string, AnyHandler> | undefined>)[className];
  return handlers && Object.hasOwn(handlers, methodName) ? handlers[methodName] : undefined;
}

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).send(body);
}

export type { Lang };
