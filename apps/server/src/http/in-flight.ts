import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The requests of this process whose handlers may still be running. */
export interface InFlight {
  readonly count: number;
  /** Resolves true once none is running, or false when `timeoutMs` passes first. */
  settled(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts each request from its arrival until both its reply is out and its handler is done. A
 * client that hangs up does not stop the handler (its transaction goes on), so an aborted
 * request stays counted until it has sent its reply. WebSocket upgrades are left out: the live
 * channel says goodbye to its sockets itself.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  const open = new WeakMap<FastifyRequest, { replied: boolean; aborted: boolean }>();
  let count = 0;
  let waiters: (() => void)[] = [];
  const leave = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    count -= 1;
    if (count === 0) for (const wake of waiters.splice(0)) wake();
  };

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade === undefined) {
      open.set(request, { replied: false, aborted: false });
      count += 1;
    }
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const state = open.get(request);
    if (state) {
      state.replied = true;
      if (state.aborted) leave(request);
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    leave(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const state = open.get(request);
    if (state) {
      state.aborted = true;
      if (state.replied) leave(request);
    }
    done();
  });

  return {
    get count() {
      return count;
    },
    settled(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          resolve(false);
        }, timeoutMs);
        waiters.push(wake);
      });
    },
  };
}
