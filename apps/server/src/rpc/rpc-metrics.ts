import { RPC_PATH } from '@lale/contract/envelope';
import { findMethod } from '@lale/contract/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { LATENCY_BUCKETS } from '../platform/metrics/latency-buckets.ts';

type Outcome = 'ok' | 'refused' | 'fault';

/** One method's series, bound once: a call then costs no label hashing. */
interface MethodSeries {
  calls: Record<Outcome, Counter.Internal>;
  errors: Map<number, Counter.Internal>;
  latency: Histogram.Internal<'class' | 'method'>;
}

/**
 * Calls, errors and latency per RPC method, labelled by class and method only for methods the
 * contract declares (an unknown one is answered 404 and counted by the HTTP metrics alone), so
 * no caller can invent series. Read from the reply the dispatcher built: `result` and `code`.
 */
export function observeRpc(app: FastifyInstance, registry: Registry): void {
  const calls = new Counter({
    name: 'lale_rpc_calls_total',
    help: 'RPC calls by class, method and outcome (ok, refused: result false, fault: HTTP 500).',
    labelNames: ['class', 'method', 'outcome'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'lale_rpc_errors_total',
    help: "RPC calls answered result false, by class, method and the envelope's code (500: fault).",
    labelNames: ['class', 'method', 'code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'lale_rpc_call_duration_seconds',
    help: 'Time to answer an RPC call, by class and method.',
    labelNames: ['class', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const series = new Map<string, MethodSeries>();
  const seriesOf = (api: { class: string; method: string }): MethodSeries => {
    const key = `${api.class}.${api.method}`;
    let found = series.get(key);
    if (!found) {
      const call = (outcome: Outcome) => calls.labels({ ...api, outcome });
      found = {
        calls: { ok: call('ok'), refused: call('refused'), fault: call('fault') },
        errors: new Map(),
        latency: latency.labels(api),
      };
      series.set(key, found);
    }
    return found;
  };
  const failures = new WeakMap<FastifyRequest, number>();

  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const reply = payload as { result?: unknown; code?: unknown } | null;
    if (reply?.result === false && request.routeOptions.url === RPC_PATH)
      failures.set(request, Number(reply.code) || 0);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const api = request.routeOptions.url === RPC_PATH ? declaredMethod(request.body) : null;
    if (api) {
      const method = seriesOf(api);
      const code = reply.statusCode >= 500 ? 500 : failures.get(request);
      method.calls[code === undefined ? 'ok' : code === 500 ? 'fault' : 'refused'].inc();
      if (code !== undefined) {
        let counter = method.errors.get(code);
        if (!counter) method.errors.set(code, (counter = errors.labels({ ...api, code })));
        counter.inc();
      }
      method.latency.observe(reply.elapsedTime / 1000);
    }
    done();
  });
}

function declaredMethod(body: unknown): { class: string; method: string } | null {
  const api = (body as { api?: { class?: unknown; method?: unknown } } | null)?.api;
  if (typeof api?.class !== 'string' || typeof api.method !== 'string') return null;
  return findMethod(api.class, api.method) ? { class: api.class, method: api.method } : null;
}
