import type { MessageKey } from '@lale/contract/messages';
import {
  HEARTBEAT_MS,
  MAX_BUFFERED_BYTES,
  MAX_MESSAGES_PER_SECOND,
  MAX_TOPICS_PER_CONNECTION,
} from '@lale/contract/live/limits';
import { parseClientMessage } from '@lale/contract/live/parse-client-message';
import type { ByeReason, ServerMessage } from '@lale/contract/live/server-messages';
import { isPublicTopic, parseTopic, type ParsedTopic } from '@lale/contract/live/topics';
import type { BusEntry, BusTopic, LiveBus } from './live-bus.ts';

/** One client's socket, as the hub sees it (the WebSocket route adapts `ws` to this). */
export interface LiveSocket {
  /** A text frame; an event going to many sockets comes UTF-8 encoded once, as a Buffer. */
  send(text: string | Buffer): void;
  /** Bytes queued and not yet sent: the back-pressure signal. */
  bufferedAmount(): number;
  close(code: number, reason: string): void;
}

/**
 * Who is at the other end: a signed-in player's uid, or null for a guest; what else the
 * connection's cookies prove (a support guest's cookie hash, an operator's id).
 */
export interface LivePeer {
  uid: number | null;
  supportGuest?: string | null;
  operatorId?: number | null;
}

/** Whether the peer may follow a topic; the domain that owns the kind of topic decides. */
export type AccessRule = (topic: ParsedTopic, peer: LivePeer) => Promise<boolean>;

/** A topic's whole current state for a newcomer; null when there is no such thing. */
export type SnapshotSource = (topic: ParsedTopic, peer: LivePeer) => Promise<unknown | null>;

/** Where the bus keeps a wire topic: `player` is each player's own `player:<uid>`. */
export function busTopicOf(topic: ParsedTopic, peer: LivePeer): BusTopic | null {
  if (topic.kind !== 'player') return topic.topic;
  return peer.uid === null ? null : playerBusTopic(peer.uid);
}

export const playerBusTopic = (uid: number): BusTopic => `player:${uid}`;

interface Client {
  id: string;
  socket: LiveSocket;
  peer: LivePeer;
  /** Bus topic → wire topic, for what this client follows. */
  topics: Map<BusTopic, string>;
  /** Events that arrived while a topic's snapshot or replay was being sent; null when live. */
  pending: Map<BusTopic, BusEntry[]>;
  /** Last seq sent per bus topic, so that nothing is sent twice or out of order. */
  sent: Map<BusTopic, number>;
  window: { startedAt: number; count: number };
  closed: boolean;
}

/**
 * The live channel's rules, apart from the socket library: subscriptions, snapshots, resume
 * without gaps, heartbeats, per-connection message limits and back-pressure. Events come from
 * the bus (every process's publishers) and go to this process's connections, serialised once.
 */
export class LiveHub {
  private readonly clients = new Set<Client>();
  private readonly watchers = new Map<BusTopic, Set<Client>>();
  private readonly snapshots = new Map<ParsedTopic['kind'], SnapshotSource>();
  private readonly access = new Map<ParsedTopic['kind'], AccessRule>();

  constructor(
    private readonly bus: LiveBus,
    private readonly now: () => number = Date.now,
  ) {}

  /** Declares how a kind of topic is shown to a newcomer (the domain that owns it says). */
  provideSnapshots(kind: ParsedTopic['kind'], source: SnapshotSource): void {
    this.snapshots.set(kind, source);
  }

  /** Declares who may follow a kind of topic that is neither public nor `player`. */
  provideAccess(kind: ParsedTopic['kind'], rule: AccessRule): void {
    this.access.set(kind, rule);
  }

  /** Publishes an event on a bus topic; resolves to its seq. */
  publish(topic: BusTopic, payload: unknown): Promise<number> {
    return this.bus.publish(topic, payload, this.now());
  }

  connectionCount(): number {
    return this.clients.size;
  }

  /** How many of this process's connections follow each bus topic that starts with `prefix`. */
  watcherCounts(prefix: string): Map<BusTopic, number> {
    const counts = new Map<BusTopic, number>();
    for (const [topic, watchers] of this.watchers)
      if (topic.startsWith(prefix)) counts.set(topic, watchers.size);
    return counts;
  }

  /** Whether a connection of this process follows the bus topic. */
  watches(topic: BusTopic): boolean {
    return this.watchers.has(topic);
  }

  /** A new connection: says hello and returns what the socket route calls on its events. */
  attach(socket: LiveSocket, peer: LivePeer, connectionId: string) {
    const client: Client = {
      id: connectionId,
      socket,
      peer,
      topics: new Map(),
      pending: new Map(),
      sent: new Map(),
      window: { startedAt: this.now(), count: 0 },
      closed: false,
    };
    this.clients.add(client);
    this.send(client, {
      type: 'hello',
      connectionId,
      serverTime: this.now(),
      heartbeatMs: HEARTBEAT_MS,
      signedIn: peer.uid !== null,
    });
    return {
      message: (raw: string) => this.onMessage(client, raw),
      closed: () => this.detach(client),
    };
  }

  /** Delivers a bus event to this process's watchers of the topic. */
  deliver(topic: BusTopic, entry: BusEntry): void {
    const watchers = this.watchers.get(topic);
    if (!watchers) return;
    let frame: Buffer | null = null;
    for (const client of watchers) {
      const pending = client.pending.get(topic);
      if (pending) {
        pending.push(entry);
        continue;
      }
      frame ??= Buffer.from(eventText(client.topics.get(topic)!, entry));
      this.sendEntry(client, topic, entry, frame);
    }
  }

  /** Says goodbye to every connection (shutdown) with a hint of when to reconnect. */
  closeAll(reason: ByeReason, retryAfterMs: number): void {
    for (const client of [...this.clients]) this.bye(client, reason, retryAfterMs);
  }

  private async onMessage(client: Client, raw: string): Promise<void> {
    if (client.closed) return;
    if (!this.withinRate(client)) return this.bye(client, 'limit', 1_000);
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return this.refuse(client, parsed.key);
    const message = parsed.message;
    if (message.type === 'ping')
      return this.send(client, { type: 'pong', t: message.t, serverTime: this.now() });
    if (message.type === 'unsubscribe') {
      for (const name of message.topics) {
        const topic = parseTopic(name);
        const busTopic = topic && busTopicOf(topic, client.peer);
        if (busTopic) await this.unwatch(client, busTopic);
      }
      return;
    }
    await Promise.all(
      message.topics.map((name) => this.subscribe(client, name, message.resume?.[name])),
    );
  }

  private async subscribe(client: Client, name: string, resumeFrom?: number): Promise<void> {
    const topic = parseTopic(name)!;
    const rule = this.access.get(topic.kind);
    if (rule) {
      if (!(await rule(topic, client.peer).catch(() => false)))
        return this.refuse(client, 'not_authorized', name);
    } else if (!isPublicTopic(topic) && (client.peer.uid === null || topic.kind !== 'player'))
      return this.refuse(client, 'anonymous_user', name);
    const busTopic = busTopicOf(topic, client.peer)!;
    if (!client.topics.has(busTopic) && client.topics.size >= MAX_TOPICS_PER_CONNECTION)
      return this.refuse(client, 'rate_limited', name);
    // Watch first and hold what arrives, so that nothing falls between catch-up and live.
    client.pending.set(busTopic, []);
    client.topics.set(busTopic, name);
    await this.watch(client, busTopic);
    try {
      const replay = resumeFrom === undefined ? null : await this.bus.since(busTopic, resumeFrom);
      if (replay) {
        client.sent.set(busTopic, resumeFrom!);
        for (const entry of replay) this.sendEntry(client, busTopic, entry, eventText(name, entry));
      } else if (!(await this.sendSnapshot(client, topic, busTopic, name))) {
        client.pending.delete(busTopic);
        return this.unwatch(client, busTopic);
      }
    } catch {
      // The shared engine is down: the client keeps polling and will resubscribe.
      client.pending.delete(busTopic);
      await this.unwatch(client, busTopic);
      return this.refuse(client, 'server_error', name);
    }
    const held = client.pending.get(busTopic) ?? [];
    client.pending.delete(busTopic);
    for (const entry of held) this.sendEntry(client, busTopic, entry, eventText(name, entry));
  }

  private async sendSnapshot(
    client: Client,
    topic: ParsedTopic,
    busTopic: BusTopic,
    name: string,
  ): Promise<boolean> {
    const source = this.snapshots.get(topic.kind);
    const seq = await this.bus.lastSeq(busTopic);
    const payload = source ? await source(topic, client.peer) : null;
    if (payload === null) {
      this.refuse(client, 'not_found', name);
      return false;
    }
    client.sent.set(busTopic, seq);
    this.send(client, {
      type: 'snapshot',
      topic: name,
      seq,
      at: this.now(),
      payload,
    } as ServerMessage);
    return true;
  }

  private sendEntry(
    client: Client,
    busTopic: BusTopic,
    entry: BusEntry,
    text: string | Buffer,
  ): void {
    const last = client.sent.get(busTopic) ?? 0;
    if (entry.seq <= last) return;
    client.sent.set(busTopic, entry.seq);
    this.write(client, text);
  }

  private async watch(client: Client, busTopic: BusTopic): Promise<void> {
    let watchers = this.watchers.get(busTopic);
    if (!watchers) {
      watchers = new Set();
      this.watchers.set(busTopic, watchers);
      await this.bus.follow(busTopic);
    }
    watchers.add(client);
  }

  private async unwatch(client: Client, busTopic: BusTopic): Promise<void> {
    client.topics.delete(busTopic);
    client.sent.delete(busTopic);
    const watchers = this.watchers.get(busTopic);
    if (!watchers) return;
    watchers.delete(client);
    if (watchers.size === 0) {
      this.watchers.delete(busTopic);
      await this.bus.unfollow(busTopic).catch(() => undefined);
    }
  }

  private detach(client: Client): void {
    if (!this.clients.delete(client)) return;
    client.closed = true;
    for (const busTopic of [...client.topics.keys()]) void this.unwatch(client, busTopic);
  }

  private withinRate(client: Client): boolean {
    const now = this.now();
    if (now - client.window.startedAt >= 1_000) client.window = { startedAt: now, count: 0 };
    client.window.count += 1;
    return client.window.count <= MAX_MESSAGES_PER_SECOND;
  }

  private refuse(client: Client, key: MessageKey, topic?: string): void {
    this.send(client, topic ? { type: 'error', key, topic } : { type: 'error', key });
  }

  private bye(client: Client, reason: ByeReason, retryAfterMs: number): void {
    if (client.closed) return;
    try {
      client.socket.send(JSON.stringify({ type: 'bye', reason, retryAfterMs }));
    } catch {
      // The socket may already be gone; closing below is what matters.
    }
    client.socket.close(reason === 'shutdown' ? 1001 : 1008, reason);
    this.detach(client);
  }

  private send(client: Client, message: ServerMessage): void {
    this.write(client, JSON.stringify(message));
  }

  /** A slow consumer is cut off instead of buffering without bound. */
  private write(client: Client, text: string | Buffer): void {
    if (client.closed) return;
    if (client.socket.bufferedAmount() > MAX_BUFFERED_BYTES)
      return this.bye(client, 'slow_consumer', 5_000);
    client.socket.send(text);
  }
}

/** An event as the wire has it, built by concatenation: the payload is serialised once. */
function eventText(topic: string, entry: BusEntry): string {
  return `{"type":"event","topic":${JSON.stringify(topic)},"seq":${entry.seq},"at":${entry.at},"payload":${entry.json}}`;
}
