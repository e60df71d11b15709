/**
 * A topic as the bus knows it: the wire topics, and `player:<uid>` for one player's own
 * channel (the wire calls it `player`, so no client ever names another player).
 */
export type BusTopic = string;

/** One published event: its topic's gapless sequence number, the server time and the JSON. */
export interface BusEntry {
  seq: number;
  at: number;
  /** The payload, serialised once by the publisher and sent as is to every subscriber. */
  json: string;
}

export type BusListener = (topic: BusTopic, entry: BusEntry) => void;

/**
 * Carries live events between the processes of the site: in process without Redis, through
 * Redis pub/sub with it. Numbers each topic's events without gaps and keeps the last
 * RESUME_WINDOW of them so that a client that reconnects can be given what it missed.
 */
export interface LiveBus {
  /** Numbers and sends an event to every process's subscribers; resolves to its seq. */
  publish(topic: BusTopic, payload: unknown, at?: number): Promise<number>;
  /** Starts receiving a topic's events in this process (idempotent per topic). */
  follow(topic: BusTopic): Promise<void>;
  unfollow(topic: BusTopic): Promise<void>;
  /** The events after `seq`, oldest first; null when some of them are no longer kept. */
  since(topic: BusTopic, seq: number): Promise<BusEntry[] | null>;
  /** The seq of the topic's latest event (0 before the first). */
  lastSeq(topic: BusTopic): Promise<number>;
  /** For health: false while the shared engine (Redis) is unreachable. */
  healthy(): boolean;
  close(): Promise<void>;
}

/** The kept events after `seq`, or null when the window no longer reaches back to it. */
export function entriesAfter(
  kept: readonly BusEntry[],
  seq: number,
  last: number,
): BusEntry[] | null {
  if (seq >= last) return [];
  const first = kept[0];
  if (!first || first.seq > seq + 1) return null;
  return kept.filter((entry) => entry.seq > seq);
}
