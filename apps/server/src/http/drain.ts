import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../platform/lifecycle/readiness.ts';
import { trackInFlight } from './in-flight.ts';
import { notReady } from './readiness-route.ts';

/**
 * A clean stop: `server.close()` first drains. The process turns unready, stops accepting
 * connections, refuses requests that still arrive on open ones (503 `draining`, the app built
 * with `return503OnClosing: false` so that this reply is ours), and lets running requests
 * finish for up to `graceMs` before cutting their connections. Registered first, its hook runs
 * before the other preClose hooks, and all of them before the onClose hooks (schedulers,
 * buses) and before the caller closes the database.
 */
export function registerDrain(
  app: FastifyInstance,
  options: { readiness: Readiness; graceMs: number },
): void {
  const inFlight = trackInFlight(app);
  const refusal = notReady('draining');
  app.addHook('onRequest', (_request, reply, done) => {
    if (!options.readiness.draining) return done();
    void reply.code(503).header('retry-after', '5').send(refusal);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A kept-alive connection would otherwise stay open waiting for a next request.
    if (options.readiness.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    options.readiness.startDraining();
    stopListening(app.server);
    if (await inFlight.settled(options.graceMs)) {
      app.server.closeIdleConnections();
      return;
    }
    app.log.warn(
      { running: inFlight.count, graceMs: options.graceMs },
      'shutdown grace period over: cutting off the requests still running',
    );
    app.server.closeAllConnections();
  });
}

function stopListening(server: Server): void {
  if (server.listening) server.close();
}
