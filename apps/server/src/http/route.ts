import { withCleanText } from '@lale/contract/clean-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { redactError } from '../platform/log-redaction.ts';
import { Refusal, refusals } from '../platform/refusal.ts';
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

export interface RouteCall<B extends Schema, Q extends Schema, P extends Schema, G> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  /** What the guard returned (the operator, the game session, the verified callback...). */
  auth: G;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B extends Schema, Q extends Schema, P extends Schema, G, R> {
  method: 'GET' | 'POST';
  url: string;
  transport: Transport;
  body?: B;
  query?: Q;
  params?: P;
  /** Runs before validation: who may call (a session, a signature); refuses with a Refusal. */
  guard?: (request: FastifyRequest, reply: FastifyReply) => G | Promise<G>;
  /** Returns the reply's data, or `reply` itself once it has answered (a redirect, a page). */
  handler: (call: RouteCall<B, Q, P, G>) => R | Promise<R>;
  /** Signed calls from servers (provider wallet, payment callbacks): no Origin check. */
  serverToServer?: boolean;
}

/**
 * One non-RPC route: guard → validate body, query and params → handler, with every Refusal
 * told in the transport's words and anything else logged under an error id and answered
 * without internals.
 */
export function route<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  G = undefined,
  R = unknown,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, G, R>): void {
  const { transport } = spec;
  const schemas = { body: clean(spec.body), query: clean(spec.query), params: clean(spec.params) };
  app.route({
    method: spec.method,
    url: spec.url,
    config: { serverToServer: spec.serverToServer === true, toldByTransport: true },
    handler: async (request, reply) => {
      try {
        // A state-changing call from a foreign page (http/origin-check.ts).
        if (request.foreignOrigin) throw refusals.forbidden();
        const auth = (spec.guard ? await spec.guard(request, reply) : undefined) as G;
        const call: RouteCall<B, Q, P, G> = {
          body: parse<B>(schemas.body, request.body ?? {}, transport, request),
          query: parse<Q>(schemas.query, request.query ?? {}, transport, request),
          params: parse<P>(schemas.params, request.params, transport, request),
          auth,
          request,
          reply,
        };
        const result = await spec.handler(call);
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
