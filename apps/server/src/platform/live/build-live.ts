import type { LiveBus } from './live-bus.ts';
import { LiveHub } from './live-hub.ts';
import { MemoryBus } from './memory-bus.ts';
import { RedisBus } from './redis-bus.ts';

/** The live channel of this process: over Redis when it is configured, in process otherwise. */
export function buildLive(options: { redisUrl?: string | undefined; now?: () => number }): {
  hub: LiveHub;
  bus: LiveBus;
} {
  let hub: LiveHub | null = null;
  const deliver = (topic: string, entry: Parameters<LiveHub['deliver']>[1]) =>
    hub?.deliver(topic, entry);
  const bus = options.redisUrl ? new RedisBus(options.redisUrl, deliver) : new MemoryBus(deliver);
  hub = new LiveHub(bus, options.now);
  return { hub, bus };
}
