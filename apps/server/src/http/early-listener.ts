import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { notReady } from './readiness-route.ts';

export interface EarlyListener {
  readonly server: http.Server;
  /** For `Fastify({ serverFactory })`: the app is built on this already listening server. */
  readonly serverFactory: FastifyServerFactory;
  /** From now on the app answers every request (call it once the app is ready). */
  handOver(): void;
}

/**
 * Opens the port before the database is migrated and the app composed, so that probes and load
 * balancers get an answer while the process starts: 503 `not_ready: starting` for every path
 * (health and readiness alike), instead of a refused connection they cannot tell from a dead one.
 */
export async function listenEarly(host: string, port: number): Promise<EarlyListener> {
  const body = JSON.stringify(notReady('starting'));
  const starting: http.RequestListener = (_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      connection: 'close',
    });
    response.end(body);
  };
  const server = http.createServer(starting);
  // Longer than the idle timeouts of clients and proxies that reuse connections (60 s is common):
  // with Node's 5 s, a request sent on a connection the server was just closing is reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let appHandler: http.RequestListener | null = null;
  return {
    server,
    serverFactory: (handler) => {
      appHandler = handler;
      return server;
    },
    handOver() {
      if (!appHandler) throw new Error('the app was not built on the early listener');
      server.off('request', starting);
      server.on('request', appHandler);
    },
  };
}
