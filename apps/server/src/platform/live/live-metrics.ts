import { Gauge, type Registry } from 'prom-client';
import type { LiveHub } from './live-hub.ts';

/** The live channel's open WebSocket connections on this process, read at each scrape. */
export function observeLive(hub: LiveHub, registry: Registry): void {
  new Gauge({
    name: 'lale_live_connections',
    help: 'Live-channel WebSocket connections open on this process.',
    registers: [registry],
    collect() {
      this.set(hub.connectionCount());
    },
  });
}
