import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import { refusals } from '../platform/refusal.ts';
import { httpTransport } from './http-transport.ts';
import { route } from './route.ts';

export const METRICS_PATH = '/endpoint/metrics';

/**
 * GET /endpoint/metrics in Prometheus' text format, for the scraper only: a caller on this
 * machine that came straight to the process, or one with `Authorization: Bearer METRICS_TOKEN`.
 * A request relayed by a proxy on this machine arrives from loopback too, so one that carries
 * forwarding headers is not taken for local.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { registries: Registry[]; token: string | undefined },
): void {
  const token = deps.token ? Buffer.from(`Bearer ${deps.token}`) : null;
  route(app, {
    method: 'GET',
    url: METRICS_PATH,
    transport: httpTransport({ refusal: () => ({ status: 403, body: { error: 'forbidden' } }) }),
    auth: { proof: 'scraper' },
    guard: (request) => {
      if (!isLocal(request) && !(token && bearerMatches(request, token)))
        throw refusals.forbidden();
    },
    handler: async ({ reply }) => {
      const merged = Registry.merge(deps.registries);
      return reply
        .header('cache-control', 'no-store')
        .type(merged.contentType)
        .send(await merged.metrics());
    },
  });
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function isLocal(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
