import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../platform/trust-proxy.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand us: short, and nothing a log line or a header could be bent by. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id every log line of the request carries (`reqId`). Behind a trusted
 * proxy (TRUST_PROXY), the proxy's `x-request-id` is kept, so one id follows the call across
 * both; otherwise anyone could pick the id their calls are logged under, and a fresh one is made.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy !== false ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  };
}

/** Every response names its request's id, for a player's report or an operator's search. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
