import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureReply } from '../rpc/reply.ts';
import { requestLang } from '../rpc/request-lang.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Called by servers, signed, never by a browser (provider wallet, payment callbacks). */
    serverToServer?: boolean;
    /** The route tells a foreign origin's refusal itself, in its transport (`route()`). */
    toldByTransport?: boolean;
  }
  interface FastifyRequest {
    /** A state-changing call from a foreign page; set by the origin check. */
    foreignOrigin: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Defence in depth beside SameSite cookies: a state-changing request whose `Origin` is neither
 * PUBLIC_URL's origin nor the request's own origin (its scheme and Host) is refused with 403.
 * No Origin passes (servers and old clients send none); server-to-server routes are exempt.
 * Routes made by `route()` refuse in their transport's words; the RPC endpoint and any other
 * route get the envelope.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  app.decorateRequest('foreignOrigin', false);
  app.addHook('preHandler', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const config = request.routeOptions.config;
    if (config.serverToServer) return;
    if (!isForeignOrigin(request, publicOrigin)) return;
    request.foreignOrigin = true;
    if (config.toldByTransport) return;
    return reply.code(403).send(failureReply('not_authorized', 403, requestLang(request)));
  });
}

export function isForeignOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const parsed = originOf(origin);
  if (!parsed) return true; // 'null' (sandboxed frames, file:) and garbage are foreign
  if (parsed === publicOrigin) return false;
  // The request's own origin, scheme included: a page at http://host may not post to https://host.
  const own = request.host ? originOf(`${request.protocol}://${request.host}`) : null;
  return parsed !== own;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
