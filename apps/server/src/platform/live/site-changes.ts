import { randomUUID } from 'node:crypto';
import type { LiveBus } from './live-bus.ts';

/** What an operator's edit can leave stale in a process's caches. */
export type ChangeTopic = 'catalogue' | 'cms' | 'provider-secrets';

const TOPICS: readonly ChangeTopic[] = ['catalogue', 'cms', 'provider-secrets'];

/** The bus topic every process follows for "changed: <topic>" (no client can name it). */
export const CHANGES_BUS_TOPIC = 'site:changes';

interface ChangeMessage {
  type: 'changed';
  topic: ChangeTopic;
  /** The announcing process, which has moved on already and skips its own message. */
  origin: string;
}

/**
 * The cache generations of one process. An operator's edit is announced: this process moves
 * on at once, and the others as soon as the bus brings them the message (the caches' TTLs stay
 * as the safety net for a message lost while Redis was away). A cache keys its entries on its
 * topic's generation, or empties itself on `onChange`.
 */
export class SiteChanges {
  private readonly origin = randomUUID();
  private readonly generations = new Map<ChangeTopic, number>();
  private readonly listeners = new Map<ChangeTopic, Array<() => void>>();
  private bus: LiveBus | null = null;

  /** Publishes announcements on `bus` from now on (the composition connects it once). */
  connect(bus: LiveBus): void {
    this.bus = bus;
  }

  generation(topic: ChangeTopic): number {
    return this.generations.get(topic) ?? 0;
  }

  /** Called in this process after each change of `topic`, announced here or elsewhere. */
  onChange(topic: ChangeTopic, listener: () => void): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  /** An edit of `topic` committed: this process's caches now, every other's over the bus. */
  announce(topic: ChangeTopic): void {
    this.changed(topic);
    const message: ChangeMessage = { type: 'changed', topic, origin: this.origin };
    // Without the bus (Redis away) the others catch up by their caches' TTLs.
    void this.bus?.publish(CHANGES_BUS_TOPIC, message).catch(() => undefined);
  }

  /** A message of the bus's changes topic, from any process. */
  receive(json: string): void {
    let message: Partial<ChangeMessage>;
    try {
      message = JSON.parse(json) as Partial<ChangeMessage>;
    } catch {
      return;
    }
    if (message.origin === this.origin || !TOPICS.includes(message.topic as ChangeTopic)) return;
    this.changed(message.topic as ChangeTopic);
  }

  private changed(topic: ChangeTopic): void {
    this.generations.set(topic, this.generation(topic) + 1);
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }
}
