import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { Database } from './db/client.ts';
import { observePool } from './db/pool-metrics.ts';
import { observeHttp } from './http/http-metrics.ts';
import { registerMetricsRoute } from './http/metrics-route.ts';
import type { LiveHub } from './platform/live/live-hub.ts';
import { observeLive } from './platform/live/live-metrics.ts';
import { collectNodeMetrics, processMetrics } from './platform/metrics/process-metrics.ts';
import { observeRpc } from './rpc/rpc-metrics.ts';

/**
 * /endpoint/metrics: the process's metrics (Node's, the wallet's money) and this app's own
 * registry (requests, RPC calls, the pool, live connections), so that two apps in one process
 * (tests) do not add up each other's requests.
 */
export function composeMetrics(
  server: FastifyInstance,
  deps: { database: Database; hub: LiveHub; token: string | undefined },
): void {
  collectNodeMetrics();
  const registry = new Registry();
  observeHttp(server, registry);
  observeRpc(server, registry);
  observePool(deps.database, registry);
  observeLive(deps.hub, registry);
  registerMetricsRoute(server, { registries: [processMetrics, registry], token: deps.token });
}
