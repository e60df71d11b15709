import type { MessageKey } from '../messages.ts';
import type { TopicEventPayload, TopicOfKind, TopicSnapshotPayload } from './topic-payloads.ts';
import type { TopicKind } from './topics.ts';

/** First message on every connection. Times are server epoch milliseconds. */
export interface HelloMessage {
  type: 'hello';
  connectionId: string;
  serverTime: number;
  heartbeatMs: number;
  /** False for a guest, who may follow public topics only. */
  signedIn: boolean;
}

/**
 * One message of a topic. `seq` numbers the topic's events with no gaps (from 1 in one process;
 * under Redis from the first publishing time in ms, so that it never goes back when Redis loses
 * its data), so a client that sees seq jump has missed some and resubscribes with `resume`.
 */
export type EventMessage = {
  [K in TopicKind]: {
    type: 'event';
    topic: TopicOfKind<K>;
    seq: number;
    at: number;
    payload: TopicEventPayload<K>;
  };
}[TopicKind];

/**
 * The topic's whole state, sent on subscribe or when a resume falls outside RESUME_WINDOW.
 * `seq` is that of the last event it includes: the next event has seq + 1.
 */
export type SnapshotMessage = {
  [K in TopicKind]: {
    type: 'snapshot';
    topic: TopicOfKind<K>;
    seq: number;
    at: number;
    payload: TopicSnapshotPayload<K>;
  };
}[TopicKind];

export interface PongMessage {
  type: 'pong';
  /** The client's `t`, echoed. */
  t: number;
  serverTime: number;
}

/** A refused message or subscription; `key` is a message key of `messages.ts`. */
export interface ErrorMessage {
  type: 'error';
  key: MessageKey;
  topic?: string;
}

export type ByeReason = 'shutdown' | 'slow_consumer' | 'limit';

/** Sent just before the server closes the connection. */
export interface ByeMessage {
  type: 'bye';
  reason: ByeReason;
  /** Reconnect no sooner than this. */
  retryAfterMs?: number;
}

export type ServerMessage =
  HelloMessage | EventMessage | SnapshotMessage | PongMessage | ErrorMessage | ByeMessage;

const SERVER_TYPES: ReadonlySet<string> = new Set<ServerMessage['type']>([
  'hello',
  'event',
  'snapshot',
  'pong',
  'error',
  'bye',
]);

/** Decodes what the server sent; null for anything that is not one of its messages. */
export function decodeServerMessage(raw: string): ServerMessage | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { type } = value as { type?: unknown };
    return typeof type === 'string' && SERVER_TYPES.has(type) ? (value as ServerMessage) : null;
  } catch {
    return null;
  }
}
