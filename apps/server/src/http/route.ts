import { withCleanText } from '@lale/contract/clean-text';
import { PANEL_HEADER } from '@lale/contract/envelope';
import type { RateLimit } from '@lale/contract/method';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import { z } from 'zod';
import { withTransaction, type Db } from '../db/client.ts';
import { redactError } from '../platform/log-redaction.ts';
import { Refusal, refusals } from '../platform/refusal.ts';
import type { SessionResolver } from '../rpc/dispatcher.ts';
import type { Session } from '../rpc/handler.ts';
import { takeDeclaredLimits, type RpcRateLimits } from '../rpc/rate-limits.ts';
import type { RouteAuth, RouteNeeds } from './route-needs.ts';
// The request's `foreignOrigin` flag is declared there; a program that reaches this file without
// the app (a benchmark importing a domain) needs the declaration too.
import type {} from './origin-check.ts';

/** A status, a body and maybe headers: what a transport sends. */
export interface WireReply {
  status: number;
  body: unknown;
  headers?: Record<string, string | number>;
}

/** How one transport (back office, game API, provider wallet...) speaks. */
export interface Transport {
  /** The refusal for input a schema rejects. */
  invalid(error: z.ZodError, request: FastifyRequest): Refusal;
  /** A refusal in this transport's words; null when it has none for it (then it is a fault). */
  refusal(refusal: Refusal, request: FastifyRequest): WireReply | null;
  /** A fault: never the error itself; `errorId` finds it in the log. */
  fault(request: FastifyRequest, errorId: string): WireReply;
  /** Wraps a handler's result; as is without it. */
  success?(data: unknown, request: FastifyRequest): unknown;
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : unknown;

/** The player's session a handler sees: the pipeline has already refused calls without one. */
export type SessionOf<A extends RouteAuth> = A extends { player: 'required' }
  ? Session
  : A extends { player: 'optional' }
    ? Session | null
    : null;

export interface RouteCall<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  G,
  A extends RouteAuth = RouteAuth,
> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  /** What the guard returned (the operator, the game session, the verified callback...). */
  auth: G;
  /** The player's session, when the route's `auth` names one. */
  session: SessionOf<A>;
  /** The open transaction when the route declares `transaction`; the database otherwise. */
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  G,
  R,
  A extends RouteAuth = RouteAuth,
> {
  method: 'GET' | 'POST';
  url: string;
  transport: Transport;
  body?: B;
  query?: Q;
  params?: P;
  /** Who may call (route-needs.ts): a player's session is read here, the other kinds by `guard`. */
  auth: A;
  /** Counted before the input is read, as an RPC method's `rateLimit`. */
  rateLimit?: readonly RateLimit[];
  /**
   * The handler runs in one transaction (`call.db`) and answers once it is committed, as an
   * RPC method's `transaction: true`; it returns its data rather than sending the reply itself.
   */
  transaction?: boolean;
  /**
   * Told when the handler throws, once its transaction has rolled back: what a failed attempt
   * leaves on its own (an audit of it). Its own failure is swallowed; the error is told as ever.
   */
  failed?: (call: RouteCall<B, Q, P, G, A>, error: unknown) => Promise<unknown>;
  /** A call from the site's own pages: without the panel header it is malformed, as in the RPC. */
  panel?: boolean;
  /** Sent with every answer, refusals included (a cache policy). */
  headers?: Readonly<Record<string, string>>;
  /** Runs after `auth` and before validation: who may call (a signature, an operator...). */
  guard?: (request: FastifyRequest, reply: FastifyReply) => G | Promise<G>;
  /** Returns the reply's data, or `reply` itself once it has answered (a redirect, a page). */
  handler: (call: RouteCall<B, Q, P, G, A>) => R | Promise<R>;
  /** Signed calls from servers (provider wallet, payment callbacks): no Origin check. */
  serverToServer?: boolean;
  /** A route a probe calls every second logs less. */
  logLevel?: LogLevel;
}

/**
 * What the pipeline reads a player's session and counts limits with, and the database of the
 * routes' transactions: the RPC dispatcher's own, handed over once by the composition.
 */
export interface RoutePipeline {
  db: Db;
  sessions: SessionResolver;
  rateLimits: RpcRateLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    routePipeline?: RoutePipeline;
  }
}

/** Hands the pipeline its pieces; before any route that reads a session, counts or writes. */
export function providePipeline(app: FastifyInstance, pipeline: RoutePipeline): void {
  app.decorate('routePipeline', pipeline);
}

/**
 * One non-RPC route, in the RPC's order: origin → panel → auth → rate limit → guard →
 * validate body, query and params → transaction → handler, with every Refusal told in the
 * transport's words and anything else logged under an error id and answered without internals.
 */
export function route<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  G = undefined,
  R = unknown,
  A extends RouteAuth = RouteAuth,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, G, R, A>): void {
  const { transport } = spec;
  const needs = needsOf(spec);
  const pipeline = pipelineFor(app, spec);
  const schemas = { body: clean(spec.body), query: clean(spec.query), params: clean(spec.params) };
  const player = typeof spec.auth === 'object' && 'player' in spec.auth ? spec.auth.player : null;
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.logLevel ? { logLevel: spec.logLevel } : {}),
    config: {
      serverToServer: spec.serverToServer === true,
      toldByTransport: true,
      pipeline: 'route',
      needs,
    },
    handler: async (request, reply) => {
      try {
        // A state-changing call from a foreign page (http/origin-check.ts).
        if (request.foreignOrigin) throw refusals.forbidden();
        if (spec.headers) reply.headers(spec.headers);
        if (spec.panel && request.headers[PANEL_HEADER.name] !== PANEL_HEADER.value)
          throw refusals.malformed();
        const session = player ? await playerSession(pipeline!, request, player) : null;
        if (spec.rateLimit)
          await takeDeclaredLimits(pipeline!.rateLimits, spec.rateLimit, {
            ip: request.ip,
            session,
          });
        const auth = (spec.guard ? await spec.guard(request, reply) : undefined) as G;
        const call: RouteCall<B, Q, P, G, A> = {
          body: parse<B>(schemas.body, request.body ?? {}, transport, request),
          query: parse<Q>(schemas.query, request.query ?? {}, transport, request),
          params: parse<P>(schemas.params, request.params, transport, request),
          auth,
          session: session as SessionOf<A>,
          db: pipeline?.db as Db,
          request,
          reply,
        };
        const result = await handled(spec, pipeline, call);
        // A reply is thenable: awaiting a handler that returned it yields undefined once the
        // response is out, so "it has answered" is read from the reply, never from the result.
        if (result === reply || reply.sent) return reply;
        return transport.success ? transport.success(result, request) : result;
      } catch (error) {
        const told = error instanceof Refusal ? transport.refusal(error, request) : null;
        if (told) return send(reply, told);
        const errorId = String(request.id);
        request.log.error({ err: redactError(error), errorId, url: spec.url }, 'request failed');
        return send(reply, transport.fault(request, errorId));
      }
    },
  });
}

/** The handler, in its transaction when it declares one; `failed` is told after the rollback. */
async function handled<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  G,
  R,
  A extends RouteAuth,
>(
  spec: RouteSpec<B, Q, P, G, R, A>,
  pipeline: RoutePipeline | undefined,
  call: RouteCall<B, Q, P, G, A>,
): Promise<R> {
  try {
    return spec.transaction
      ? await withTransaction(pipeline!.db, (tx) =>
          Promise.resolve(spec.handler({ ...call, db: tx })),
        )
      : await spec.handler(call);
  } catch (error) {
    await spec.failed?.(call, error).catch(() => undefined);
    throw error;
  }
}

/** What `needsOf` and `pipelineFor` read of a spec. */
interface Declared {
  method: string;
  url: string;
  auth: RouteAuth;
  rateLimit?: readonly RateLimit[];
  transaction?: boolean;
  guard?: unknown;
}

function needsOf(spec: Declared): RouteNeeds {
  return {
    auth: spec.auth,
    ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
    ...(spec.transaction ? { transaction: true } : {}),
  };
}

/** The pipeline's pieces, if the route needs them; a route declaring what nothing can do fails now. */
function pipelineFor(app: FastifyInstance, spec: Declared): RoutePipeline | undefined {
  const where = `${spec.method} ${spec.url}`;
  const player = typeof spec.auth === 'object' && 'player' in spec.auth;
  const proven = typeof spec.auth === 'object' && !player;
  if (proven && !spec.guard) throw new Error(`${where}: its auth is proven by a guard it lacks`);
  const perAccount = spec.rateLimit?.some((limit) => limit.per === 'account');
  if (perAccount && !(player && (spec.auth as { player: string }).player === 'required'))
    throw new Error(`${where}: a per-account limit needs a required player session`);
  const needed = player || spec.rateLimit !== undefined || spec.transaction === true;
  if (needed && !app.routePipeline)
    throw new Error(`${where}: declares a session, a limit or a transaction without the pipeline`);
  return app.routePipeline;
}

/** The player's session, as the RPC reads it (a dead cookie is left as it is). */
async function playerSession(
  pipeline: RoutePipeline,
  request: FastifyRequest,
  need: 'required' | 'optional',
): Promise<Session | null> {
  const found = await pipeline.sessions.resolve(request, undefined);
  if (need === 'required' && found === 'expired') throw refusals.unauthenticated('session_expired');
  const session = found === 'expired' ? null : found;
  if (need === 'required' && !session) throw refusals.unauthenticated('anonymous_user');
  return session;
}

/**
 * The input's schema, which also refuses control characters and lone surrogates in any string,
 * as every RPC payload does (`defineMethod`); input without a schema is walked all the same.
 */
function clean(schema: Schema): { schema: z.ZodType; declared: boolean } {
  return { schema: withCleanText(schema ?? z.unknown()), declared: schema !== undefined };
}

function parse<S extends Schema>(
  input: { schema: z.ZodType; declared: boolean },
  value: unknown,
  transport: Transport,
  request: FastifyRequest,
): Parsed<S> {
  // A raw text body (a signed callback's exact bytes) is its reader's to check.
  if (!input.declared && typeof value === 'string') return value as Parsed<S>;
  const parsed = input.schema.safeParse(value);
  if (!parsed.success) throw transport.invalid(parsed.error, request);
  return parsed.data as Parsed<S>;
}

function send(reply: FastifyReply, wire: WireReply): FastifyReply {
  if (wire.headers) reply.headers(wire.headers);
  return reply.code(wire.status).send(wire.body);
}
