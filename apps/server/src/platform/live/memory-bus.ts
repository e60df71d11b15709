import { RESUME_WINDOW } from '@lale/contract/live/limits';
import { entriesAfter, type BusEntry, type BusListener, type LiveBus } from './live-bus.ts';

/** Topics whose numbering and recent events one process keeps; the least recent go first. */
const MAX_KEPT_TOPICS = 20_000;

/** The bus of a single process: every event stays in it. */
export class MemoryBus implements LiveBus {
  private readonly topics = new Map<string, { last: number; kept: BusEntry[] }>();

  constructor(private readonly listener: BusListener) {}

  async publish(topic: string, payload: unknown, at = Date.now()): Promise<number> {
    const state = this.state(topic);
    const entry = { seq: state.last + 1, at, json: JSON.stringify(payload) };
    state.last = entry.seq;
    state.kept.push(entry);
    if (state.kept.length > RESUME_WINDOW) state.kept.shift();
    this.listener(topic, entry);
    return entry.seq;
  }

  async follow(): Promise<void> {}
  async unfollow(): Promise<void> {}

  async since(topic: string, seq: number): Promise<BusEntry[] | null> {
    const state = this.topics.get(topic);
    return state ? entriesAfter(state.kept, seq, state.last) : seq === 0 ? [] : null;
  }

  async lastSeq(topic: string): Promise<number> {
    return this.topics.get(topic)?.last ?? 0;
  }

  healthy(): boolean {
    return true;
  }

  async close(): Promise<void> {}

  private state(topic: string) {
    let state = this.topics.get(topic);
    if (state) {
      // Re-inserting keeps the map in least-recently-used order.
      this.topics.delete(topic);
    } else {
      state = { last: 0, kept: [] };
      if (this.topics.size >= MAX_KEPT_TOPICS) this.topics.delete(this.topics.keys().next().value!);
    }
    this.topics.set(topic, state);
    return state;
  }
}
