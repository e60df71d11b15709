import type { ClientMessageInput } from './client-messages.ts';
import { LIVE_PATH } from './limits.ts';
import {
  decodeServerMessage,
  type ErrorMessage,
  type EventMessage,
  type ServerMessage,
  type SnapshotMessage,
} from './server-messages.ts';
import type {
  LiveClientOptions,
  LiveErrorHandler,
  LiveHandler,
  LiveStatus,
  WebSocketLike,
} from './live-client-types.ts';
import { LiveClock, CLOCK_PROBE_MS } from './live-clock.ts';
import { host, resolveLiveUrl, type Timer } from './live-host.ts';
import { deliver, type Listener, type TopicState } from './live-topic-state.ts';
import { isPublicTopic, type Topic } from './topics.ts';

export type * from './live-client-types.ts';
export { resolveLiveUrl } from './live-host.ts';

/**
 * The live channel's browser client: no dependencies, no DOM types (the contract compiles
 * without them), safe to import on the server. It connects on the first subscribe, keeps one
 * subscription per topic whatever the number of handlers, resumes each topic from the last
 * seq seen after a drop or a gap, drops duplicates, pings every heartbeat and reconnects with
 * exponential backoff and jitter. It never logs.
 */

/** First retry after about this long, doubling up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** With no topic left, the connection closes after this long (a page change resubscribes). */
export const LINGER_MS = 10_000;
/** Events kept after a topic's snapshot so that a handler joining late gets the whole story. */
export const REPLAY_LIMIT = 200;

const OPEN = 1;
const CLOSING = 2;

export class LiveClient {
  readonly #options: LiveClientOptions;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #topics = new Map<Topic, TopicState>();
  #socket: WebSocketLike | null = null;
  #status: LiveStatus = 'closed';
  #signedIn = false;
  readonly #clock = new LiveClock();
  #attempt = 0;
  #retryAfterMs = 0;
  #lastMessageAt = 0;
  #heartbeatMs = 0;
  #retryTimer: Timer | null = null;
  #pingTimer: Timer | null = null;
  #probeTimer: Timer | null = null;
  #lingerTimer: Timer | null = null;
  #closed = false;

  constructor(options: LiveClientOptions = {}) {
    this.#options = options;
    this.#now = options.now ?? (() => Date.now());
    this.#random = options.random ?? Math.random;
  }

  /**
   * Follows a topic; the handler gets the snapshot, then each event in seq order (a later
   * snapshot replaces the state when a resume could not be served). Handlers of one topic share
   * one subscription. Returns the function that stops following.
   */
  subscribe<T extends Topic>(
    topic: T,
    handler: LiveHandler<T>,
    onError?: LiveErrorHandler,
  ): () => void {
    const listener: Listener = { handler: handler as Listener['handler'], onError };
    let state = this.#topics.get(topic);
    if (!state) {
      state = {
        listeners: new Set(),
        lastSeq: undefined,
        resyncing: false,
        subscribed: false,
        snapshot: undefined,
        since: [],
      };
      this.#topics.set(topic, state);
    }
    state.listeners.add(listener);
    if (state.lastSeq !== undefined) this.#catchUp(topic, state, listener);
    this.#clearTimer('linger');
    if (!this.#closed) {
      if (this.#isReady()) this.#sendSubscribe([topic]);
      else if (!this.#socket && this.#retryTimer === null) this.#connect();
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.#removeListener(topic, listener);
    };
  }

  /** Server time minus local time (ms): from hello, then the quickest recent ping (live-clock.ts). */
  serverOffset(): number {
    return this.#clock.offset;
  }

  /** The server's clock now, for animations drawn from server timestamps. */
  serverNow(): number {
    return this.#now() + this.#clock.offset;
  }

  status(): LiveStatus {
    return this.#status;
  }

  /** Whether the current connection belongs to a signed-in player (hello's `signedIn`). */
  signedIn(): boolean {
    return this.#signedIn;
  }

  /**
   * Opens a fresh connection now (after login or logout, so that the cookie is read again).
   * The `player` topic starts over from a snapshot; public topics resume.
   */
  reconnect(): void {
    if (this.#closed) return;
    this.#forgetPrivateTopics();
    this.#attempt = 0;
    this.#retryAfterMs = 0;
    this.#dropSocket();
    this.#clearTimer('retry');
    if (this.#topics.size > 0) this.#connect();
    else this.#setStatus('closed');
  }

  /** Closes for good: no reconnect, handlers are forgotten. */
  close(): void {
    this.#closed = true;
    this.#topics.clear();
    this.#clearTimer('retry');
    this.#clearTimer('linger');
    this.#dropSocket();
    this.#setStatus('closed');
  }

  #connect(): void {
    this.#clearTimer('retry');
    const Impl = this.#options.WebSocketImpl ?? host().WebSocket;
    const url = resolveLiveUrl(this.#options.url ?? LIVE_PATH, host().location);
    if (!Impl || !url) return; // server rendering or no WebSocket: nothing to follow
    this.#setStatus('connecting');
    let socket: WebSocketLike;
    try {
      socket = new Impl(url);
    } catch {
      this.#scheduleRetry();
      return;
    }
    this.#socket = socket;
    socket.onmessage = (event) => {
      if (this.#socket === socket && typeof event.data === 'string') this.#receive(event.data);
    };
    socket.onclose = () => {
      if (this.#socket === socket) this.#onDrop();
    };
    // A failed connection also fires close; nothing to add, and nothing to log.
    socket.onerror = () => {};
  }

  #receive(raw: string): void {
    const message = decodeServerMessage(raw);
    this.#lastMessageAt = this.#now();
    if (!message) return;
    switch (message.type) {
      case 'hello':
        return this.#onHello(message);
      case 'pong':
        this.#clock.pong(message.t, message.serverTime, this.#now());
        if (this.#clock.probing) this.#scheduleProbe();
        return;
      case 'snapshot':
      case 'event':
        return this.#onTopicMessage(message);
      case 'error':
        return this.#onError(message);
      case 'bye':
        this.#retryAfterMs = Math.max(0, message.retryAfterMs ?? 0);
        return;
    }
  }

  #onHello(message: Extract<ServerMessage, { type: 'hello' }>): void {
    this.#attempt = 0;
    this.#retryAfterMs = 0;
    this.#clock.hello(message.serverTime, this.#now());
    // Somebody else's (or nobody's) player topic now: start it over from a snapshot.
    if (message.signedIn !== this.#signedIn) this.#forgetPrivateTopics();
    this.#signedIn = message.signedIn;
    this.#heartbeatMs = message.heartbeatMs > 0 ? message.heartbeatMs : 15_000;
    this.#startPing();
    this.#scheduleProbe();
    this.#setStatus('open');
    for (const state of this.#topics.values()) {
      state.subscribed = false;
      state.resyncing = false;
    }
    this.#sendSubscribe([...this.#topics.keys()]);
    if (this.#topics.size === 0) this.#scheduleLinger();
  }

  #onTopicMessage(message: SnapshotMessage | EventMessage): void {
    const state = this.#topics.get(message.topic);
    if (!state) return;
    if (message.type === 'snapshot') {
      state.lastSeq = message.seq;
      state.resyncing = false;
      state.snapshot = message;
      state.since = [];
    } else {
      const last = state.lastSeq;
      if (last === undefined || message.seq <= last) return; // before the snapshot, or seen
      if (message.seq > last + 1) {
        if (!state.resyncing) {
          state.resyncing = true;
          // Subscribing again to a followed topic replays after `resume`; no unsubscribe first,
          // which would only make the server drop and follow the topic again.
          this.#send({
            type: 'subscribe',
            topics: [message.topic],
            resume: { [message.topic]: last },
          });
        }
        return;
      }
      state.lastSeq = message.seq;
      state.resyncing = false;
      if (state.snapshot) state.since.push(message);
      if (state.since.length > REPLAY_LIMIT) {
        state.snapshot = undefined;
        state.since = [];
      }
    }
    for (const listener of [...state.listeners]) deliver(listener, message);
  }

  /** A handler joining a topic already followed gets its state at once. */
  #catchUp(topic: Topic, state: TopicState, listener: Listener): void {
    if (state.snapshot) {
      deliver(listener, state.snapshot);
      for (const event of state.since) deliver(listener, event);
      return;
    }
    // Too much happened since the snapshot to replay: ask for a fresh one, which every
    // handler gets (a snapshot always replaces the state); events wait for it.
    state.lastSeq = undefined;
    if (state.subscribed && this.#isReady()) this.#send({ type: 'subscribe', topics: [topic] });
  }

  #forgetPrivateTopics(): void {
    for (const [topic, state] of this.#topics) {
      if (isPublicTopic(topic)) continue;
      state.lastSeq = undefined;
      state.snapshot = undefined;
      state.since = [];
    }
  }

  #onError(message: ErrorMessage): void {
    this.#options.onError?.(message);
    if (message.topic === undefined) return;
    const state = this.#topics.get(message.topic as Topic);
    if (!state) return;
    // Refused: asked again on the next connection (say, once the player has signed in).
    state.subscribed = false;
    for (const listener of [...state.listeners]) listener.onError?.(message);
  }

  #sendSubscribe(topics: Topic[]): void {
    const wanted = topics.filter((topic) => {
      const state = this.#topics.get(topic);
      // Only `player` needs a player's session; a conversation's topic is granted to its
      // guest and to operators too (the server decides, and refuses with an error).
      return state && !state.subscribed && (this.#signedIn || topic !== 'player');
    });
    if (wanted.length === 0) return;
    const resume: Record<string, number> = {};
    for (const topic of wanted) {
      const state = this.#topics.get(topic)!;
      state.subscribed = true;
      if (state.lastSeq !== undefined) resume[topic] = state.lastSeq;
    }
    this.#send({
      type: 'subscribe',
      topics: wanted,
      ...(Object.keys(resume).length > 0 ? { resume } : {}),
    });
  }

  #removeListener(topic: Topic, listener: Listener): void {
    const state = this.#topics.get(topic);
    if (!state?.listeners.delete(listener) || state.listeners.size > 0) return;
    this.#topics.delete(topic);
    if (state.subscribed && this.#isReady()) this.#send({ type: 'unsubscribe', topics: [topic] });
    if (this.#topics.size === 0) this.#scheduleLinger();
  }

  #send(message: ClientMessageInput): void {
    if (this.#socket?.readyState !== OPEN) return;
    try {
      this.#socket.send(JSON.stringify(message));
    } catch {
      // The close that follows reconnects.
    }
  }

  #isReady(): boolean {
    return this.#status === 'open' && this.#socket?.readyState === OPEN;
  }

  #startPing(): void {
    this.#clearTimer('ping');
    this.#pingTimer = host().setInterval(() => {
      // Silent for two heartbeats and more: the connection is dead even if no close came.
      if (this.#now() - this.#lastMessageAt > 2 * this.#heartbeatMs + 5_000) {
        this.#dropSocket();
        this.#onDrop();
        return;
      }
      this.#send({ type: 'ping', t: this.#now() });
    }, this.#heartbeatMs);
  }

  /** A ping soon, to measure the clock while it is probing (a few, just after a hello). */
  #scheduleProbe(): void {
    this.#clearTimer('probe');
    this.#probeTimer = host().setTimeout(() => {
      this.#probeTimer = null;
      this.#send({ type: 'ping', t: this.#now() });
    }, CLOCK_PROBE_MS);
  }

  #onDrop(): void {
    this.#dropSocket();
    for (const state of this.#topics.values()) {
      state.subscribed = false;
      state.resyncing = false;
    }
    this.#setStatus('closed');
    if (!this.#closed && this.#topics.size > 0) this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    this.#clearTimer('retry');
    const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** this.#attempt);
    // Between half and all of the ceiling, so that a restarted server is not hit all at once.
    const backoff = ceiling / 2 + (this.#random() * ceiling) / 2;
    const delay = Math.max(backoff, this.#retryAfterMs);
    this.#attempt = Math.min(this.#attempt + 1, 30);
    this.#retryAfterMs = 0;
    this.#retryTimer = host().setTimeout(() => {
      this.#retryTimer = null;
      if (!this.#closed && this.#topics.size > 0) this.#connect();
    }, delay);
  }

  #scheduleLinger(): void {
    this.#clearTimer('linger');
    this.#lingerTimer = host().setTimeout(() => {
      this.#lingerTimer = null;
      if (this.#topics.size > 0) return;
      this.#clearTimer('retry');
      this.#dropSocket();
      this.#setStatus('closed');
    }, LINGER_MS);
  }

  /** Forgets the socket without reacting to its close. */
  #dropSocket(): void {
    this.#clearTimer('ping');
    this.#clearTimer('probe');
    const socket = this.#socket;
    this.#socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    if (socket.readyState < CLOSING) {
      try {
        socket.close(1000);
      } catch {
        // already gone
      }
    }
  }

  #clearTimer(which: 'retry' | 'ping' | 'probe' | 'linger'): void {
    if (which === 'retry' && this.#retryTimer !== null) host().clearTimeout(this.#retryTimer);
    if (which === 'ping' && this.#pingTimer !== null) host().clearInterval(this.#pingTimer);
    if (which === 'probe' && this.#probeTimer !== null) host().clearTimeout(this.#probeTimer);
    if (which === 'linger' && this.#lingerTimer !== null) host().clearTimeout(this.#lingerTimer);
    if (which === 'retry') this.#retryTimer = null;
    if (which === 'ping') this.#pingTimer = null;
    if (which === 'probe') this.#probeTimer = null;
    if (which === 'linger') this.#lingerTimer = null;
  }

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatus?.(status);
  }
}
