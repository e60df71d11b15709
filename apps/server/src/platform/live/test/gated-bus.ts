import type { BusFactory } from '../build-live.ts';
import { MemoryBus } from '../memory-bus.ts';
import { CHANGES_BUS_TOPIC } from '../site-changes.ts';

type Step = 'follow' | 'lastSeq' | 'since';

/**
 * The in-process bus, with each step a subscription takes held at a gate the test opens,
 * and the topics this process follows counted as Redis would count its subscriptions.
 */
export function gatedBus() {
  const followed = new Set<string>();
  const held = new Map<Step, Array<() => void>>();
  const closed = new Set<Step>();
  const gate = async (step: Step) => {
    if (!closed.has(step)) return;
    await new Promise<void>((resolve) => held.set(step, [...(held.get(step) ?? []), resolve]));
  };
  const factory: BusFactory = (listener) => {
    const bus = new MemoryBus(listener);
    return {
      publish: (topic, payload, at) => bus.publish(topic, payload, at),
      follow: async (topic) => {
        followed.add(topic);
        if (topic !== CHANGES_BUS_TOPIC) await gate('follow');
      },
      unfollow: async (topic) => {
        followed.delete(topic);
      },
      since: async (topic, seq) => (await gate('since'), bus.since(topic, seq)),
      lastSeq: async (topic) => (await gate('lastSeq'), bus.lastSeq(topic)),
      healthy: () => true,
      close: async () => {},
    };
  };
  return {
    factory,
    /** Topics followed now, the site's own changes topic aside. */
    followed: () => [...followed].filter((topic) => topic !== CHANGES_BUS_TOPIC),
    hold: (step: Step) => closed.add(step),
    waiting: (step: Step) => (held.get(step) ?? []).length,
    /** Lets every held step through and stops holding. */
    open() {
      closed.clear();
      for (const [step, resolvers] of held) {
        held.delete(step);
        for (const resolve of resolvers) resolve();
      }
    },
  };
}
