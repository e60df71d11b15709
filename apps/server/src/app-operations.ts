import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { registerDrain } from './http/drain.ts';
import { registerReadinessRoute } from './http/readiness-route.ts';
import { registerRequestIdHeader } from './http/request-id.ts';
import type { Config } from './platform/config.ts';
import { Readiness } from './platform/lifecycle/readiness.ts';
import { followRequestLogs } from './platform/request-log.ts';

/**
 * What an operator and a load balancer see of this process: readiness, the drain at stop, and
 * the request id in every response and in the log lines of the layers below the request.
 * Composed first, so that its preClose hook (the drain) runs before every other.
 */
export function composeOperations(
  server: FastifyInstance,
  deps: { config: Config; database: Database },
): { readiness: Readiness } {
  const readiness = new Readiness();
  registerDrain(server, { readiness, graceMs: deps.config.shutdownGraceMs });
  registerReadinessRoute(server, {
    readiness,
    pingDatabase: () => deps.database.db.execute('select 1'),
  });
  registerRequestIdHeader(server);
  followRequestLogs(server);
  return { readiness };
}
