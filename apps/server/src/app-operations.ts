import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { registerDrain } from './http/drain.ts';
import { registerReadinessRoute } from './http/readiness-route.ts';
import type { Config } from './platform/config.ts';
import { Readiness } from './platform/lifecycle/readiness.ts';

/**
 * What an operator and a load balancer see of this process: readiness and the drain at stop.
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
  return { readiness };
}
