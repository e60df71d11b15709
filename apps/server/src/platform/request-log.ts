import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();
let processLog: FastifyBaseLogger | null = null;

/**
 * The logger of the request this code runs for (its lines carry the request's `reqId`), for
 * layers that are handed no request: the ledger and the seamless wallet. Outside a request (a
 * scheduled step) the process's logger; null before any app exists.
 */
export function currentLog(): FastifyBaseLogger | null {
  return requestLogs.getStore() ?? processLog;
}

/**
 * Makes `currentLog()` answer with each request's logger. The layers that use it log at debug
 * only, and keeping a context across every promise costs throughput, so below debug level the
 * requests are not followed and `currentLog()` gives the process's logger.
 */
export function followRequestLogs(app: FastifyInstance): void {
  processLog = app.log;
  if (!['debug', 'trace'].includes(app.log.level)) return;
  app.addHook('onRequest', (request, _reply, done) => requestLogs.run(request.log, done));
}
