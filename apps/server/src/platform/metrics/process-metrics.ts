import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The metrics of the whole process: Node's own (event-loop lag, heap, GC, handles) and the
 * counters domains keep where the thing happens (the wallet's transfers, bets and wins). An
 * app's request metrics live in a registry of the app's own (app-metrics.ts).
 */
export const processMetrics = new Registry();

let collecting = false;

/** Starts sampling Node's metrics into `processMetrics`, once per process. */
export function collectNodeMetrics(): void {
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics({ register: processMetrics });
}
