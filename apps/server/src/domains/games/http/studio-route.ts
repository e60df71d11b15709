import { studioRoutes, type StudioPath, type StudioReply } from '@lale/contract/studio/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { route, type RouteCall } from '../../../http/route.ts';
import { studioTransport } from './studio-transport.ts';

type Spec<P extends StudioPath> = (typeof studioRoutes)[P];
type SchemaOf<P extends StudioPath, K extends 'body' | 'query'> =
  Spec<P> extends Record<K, z.ZodType> ? Spec<P>[K] : undefined;

/**
 * A game API route as the contract declares it (method, body or query schema), answering
 * that route's reply type; `guard` is the game session for every route but /session. With
 * `transaction`, the handler runs in one (`call.db`), as route() declares it.
 */
export function studioRoute<P extends StudioPath, G>(
  api: FastifyInstance,
  path: P,
  guard: ((request: FastifyRequest) => Promise<G>) | null,
  handler: (
    call: RouteCall<SchemaOf<P, 'body'>, SchemaOf<P, 'query'>, undefined, G>,
  ) => Promise<StudioReply<P>>,
  options: { transaction?: true } = {},
): void {
  const spec: { method: 'GET' | 'POST'; body?: z.ZodType; query?: z.ZodType } = studioRoutes[path];
  route(api, {
    method: spec.method,
    url: path,
    transport: studioTransport,
    body: spec.body as SchemaOf<P, 'body'>,
    query: spec.query as SchemaOf<P, 'query'>,
    // Every route but /session: the bearer game session; /session: the launch token in its body.
    auth: guard ? { proof: 'game session' } : 'none',
    guard: guard ?? undefined,
    ...options,
    handler,
  });
}
