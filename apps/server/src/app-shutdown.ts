import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { Readiness } from './platform/lifecycle/readiness.ts';

/**
 * Stops a process in the order that loses nothing: `server.close()` drains (readiness fails,
 * the port closes, running requests finish within the grace period, live sockets are told to
 * reconnect elsewhere), then its onClose hooks stop the schedulers (handing their leases over)
 * and the buses; only then does the database close, with no request left running on it.
 */
export async function shutDown(app: {
  server: FastifyInstance;
  readiness: Readiness;
  database: Database;
}): Promise<void> {
  // At once, not when Fastify gets to its preClose hooks.
  app.readiness.startDraining();
  await app.server.close();
  await app.database.close();
}
