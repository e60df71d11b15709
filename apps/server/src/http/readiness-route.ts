import type { FastifyInstance } from 'fastify';
import type { NotReadyReason, Readiness } from '../platform/lifecycle/readiness.ts';
import { httpTransport } from './http-transport.ts';
import { route } from './route.ts';

export const READY_PATH = '/endpoint/ready';

/** A probe that waits longer than a load balancer's check interval tells it nothing. */
const DATABASE_TIMEOUT_MS = 2_000;

export type ReadyReply = { status: 'ready' } | { status: 'not_ready'; reason: NotReadyReason };

/**
 * GET /endpoint/ready: whether a load balancer should send this process requests. 503 with the
 * reason while starting, while draining, or when the database does not answer; 200 otherwise.
 * /endpoint/health stays the liveness check (is the process worth keeping).
 */
export function registerReadinessRoute(
  app: FastifyInstance,
  deps: { readiness: Readiness; pingDatabase: () => Promise<unknown> },
): void {
  route(app, {
    method: 'GET',
    url: READY_PATH,
    transport: httpTransport(),
    auth: 'none',
    headers: { 'cache-control': 'no-store' },
    // The proxy probes every process every second: its requests would be most of the log.
    logLevel: 'warn',
    handler: async ({ reply }) => {
      const blocker = deps.readiness.blocker();
      if (blocker) return reply.code(503).send(notReady(blocker));
      if (!(await answersWithin(deps.pingDatabase, DATABASE_TIMEOUT_MS)))
        return reply.code(503).send(notReady('database_unreachable'));
      const ready: ReadyReply = { status: 'ready' };
      return ready;
    },
  });
}

export function notReady(reason: NotReadyReason): ReadyReply {
  return { status: 'not_ready', reason };
}

async function answersWithin(ping: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
