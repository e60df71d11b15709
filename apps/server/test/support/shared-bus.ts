import type { BusFactory } from '../../src/platform/live/build-live.ts';
import type { BusListener } from '../../src/platform/live/live-bus.ts';
import { MemoryBus } from '../../src/platform/live/memory-bus.ts';

/** One in-process bus several test apps share, as processes share Redis. */
export function sharedMemoryBus(): BusFactory {
  const listeners = new Set<BusListener>();
  const bus = new MemoryBus((topic, entry) => {
    for (const listener of listeners) listener(topic, entry);
  });
  return (listener) => {
    listeners.add(listener);
    return {
      publish: (topic, payload, at) => bus.publish(topic, payload, at),
      follow: () => bus.follow(),
      unfollow: () => bus.unfollow(),
      since: (topic, seq) => bus.since(topic, seq),
      lastSeq: (topic) => bus.lastSeq(topic),
      healthy: () => bus.healthy(),
      close: async () => {
        listeners.delete(listener);
      },
    };
  };
}
