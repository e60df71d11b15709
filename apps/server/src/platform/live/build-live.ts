import type { BusListener, LiveBus } from './live-bus.ts';
import { LiveHub } from './live-hub.ts';
import { MemoryBus } from './memory-bus.ts';
import { RedisBus } from './redis-bus.ts';
import { CHANGES_BUS_TOPIC, type SiteChanges } from './site-changes.ts';

/** Builds the bus around the listener of this process (tests: several apps on one bus). */
export type BusFactory = (listener: BusListener) => LiveBus;

/**
 * The live channel of this process: over Redis when it is configured, in process otherwise.
 * The same bus carries the cache changes between processes (`changes`).
 */
export function buildLive(options: {
  redisUrl?: string | undefined;
  now?: () => number;
  changes?: SiteChanges;
  bus?: BusFactory;
}): {
  hub: LiveHub;
  bus: LiveBus;
} {
  let hub: LiveHub | null = null;
  const deliver: BusListener = (topic, entry) => {
    if (topic === CHANGES_BUS_TOPIC) options.changes?.receive(entry.json);
    else hub?.deliver(topic, entry);
  };
  const bus =
    options.bus?.(deliver) ??
    (options.redisUrl ? new RedisBus(options.redisUrl, deliver) : new MemoryBus(deliver));
  hub = new LiveHub(bus, options.now);
  if (options.changes) {
    options.changes.connect(bus);
    // Not awaited: while Redis is away the subscription waits in ioredis's queue.
    void bus.follow(CHANGES_BUS_TOPIC).catch(() => undefined);
  }
  return { hub, bus };
}
