import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { LATENCY_BUCKETS } from '../platform/metrics/latency-buckets.ts';

/**
 * Requests and their latency per route. The label is the route's pattern (`/games/:slug`),
 * never the URL, and `unmatched` for a 404 without a route, so the series stay few.
 */
export function observeHttp(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'lale_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'lale_http_request_duration_seconds',
    help: 'Time from a request arriving to its response sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Bound once per route and status class: a request then costs no label hashing.
  const series = new Map<string, { requests: Counter.Internal[]; latency: Timer }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    const key = `${method} ${route}`;
    let bound = series.get(key);
    if (!bound)
      series.set(key, (bound = { requests: [], latency: latency.labels({ method, route }) }));
    const kind = Math.floor(reply.statusCode / 100);
    (bound.requests[kind] ??= requests.labels({ method, route, status: `${kind}xx` })).inc();
    bound.latency.observe(reply.elapsedTime / 1000);
    done();
  });
}

type Timer = Histogram.Internal<'method' | 'route'>;
