import type { ErrorMessage, EventMessage, SnapshotMessage } from './server-messages.ts';
import type { Topic } from './topics.ts';

/** The live client's public types: what a page passes in and gets back. */

export type LiveStatus = 'connecting' | 'open' | 'closed';

/** A snapshot or event of the topic `T` (`game:zeplin` gets the crash payloads). */
export type TopicMessage<T extends Topic> = LiveMessageOf<SnapshotMessage | EventMessage, T>;
type LiveMessageOf<M, T> = M extends { topic: infer P } ? (T extends P ? M : never) : never;

export type LiveHandler<T extends Topic> = (message: TopicMessage<T>) => void;
export type LiveErrorHandler = (error: ErrorMessage) => void;

/** A callback property the browser's own (taking a richer event) is assignable to. */
type SocketCallback<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** What the client needs of a WebSocket; the browser's and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: SocketCallback<unknown> | null;
  onmessage: SocketCallback<{ data: unknown }> | null;
  onclose: SocketCallback<unknown> | null;
  onerror: SocketCallback<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface LiveClientOptions {
  /** `ws(s)://…`, `http(s)://…` or a path like `/endpoint/ws` (resolved against the page). */
  url?: string;
  /** Defaults to the global `WebSocket`; tests pass a fake. */
  WebSocketImpl?: WebSocketConstructor;
  now?: () => number;
  random?: () => number;
  onStatus?: (status: LiveStatus) => void;
  /** Every `error` the server sends, with or without a topic. */
  onError?: LiveErrorHandler;
}
