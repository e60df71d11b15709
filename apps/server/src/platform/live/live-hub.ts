import type { MessageKey } from '@lale/contract/messages';
import {
  HEARTBEAT_MS,
  MAX_BUFFERED_BYTES,
  MAX_MESSAGES_PER_SECOND,
  MAX_TOPICS_PER_CONNECTION,
} from '@lale/contract/live/limits';
import type { ClientMessage } from '@lale/contract/live/client-messages';
import { parseClientMessage } from '@lale/contract/live/parse-client-message';
import type { ByeReason, ServerMessage } from '@lale/contract/live/server-messages';
import { followersOf } from '@lale/contract/live/topic-access';
import { parseTopic, type ParsedTopic } from '@lale/contract/live/topics';
import type { BusEntry, BusTopic, LiveBus } from './live-bus.ts';
import { samePeer, type LivePeer, type PeerCredentials, type PeerLookup } from './live-peer.ts';
import { mayFollow, type ParticipantRule } from './may-follow.ts';

export type { LivePeer } from './live-peer.ts';

/** One client's socket, as the hub sees it (the WebSocket route adapts `ws` to this). */
export interface LiveSocket {
  /** A text frame; an event going to many sockets comes UTF-8 encoded once, as a Buffer. */
  send(text: string | Buffer): void;
  /** Bytes queued and not yet sent: the back-pressure signal. */
  bufferedAmount(): number;
  close(code: number, reason: string): void;
}

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
  /** Who it is now: read again on every subscribe and every PEER_RECHECK_MS. */
  peer: LivePeer;
  credentials: PeerCredentials | null;
  /** Bus topic → wire topic, for what this client follows. */
  topics: Map<BusTopic, string>;
  /** Events that arrived while a topic's snapshot or replay was being sent; null when live. */
  pending: Map<BusTopic, BusEntry[]>;
  /** Last seq sent per bus topic, so that nothing is sent twice or out of order. */
  sent: Map<BusTopic, number>;
  window: { startedAt: number; count: number };
  closed: boolean;
  /** The client's subscribes and unsubscribes, applied one after another in the order sent. */
  inbox: Promise<void>;
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
  private readonly participants = new Map<ParsedTopic['kind'], ParticipantRule>();
  /** A bus topic's subscription in this process, once asked for (awaited by every watcher). */
  private readonly following = new Map<BusTopic, Promise<void>>();
  private peers: PeerLookup | null = null;
  private rechecking = false;

  constructor(
    private readonly bus: LiveBus,
    private readonly now: () => number = Date.now,
  ) {}

  /** Declares how a kind of topic is shown to a newcomer (the domain that owns it says). */
  provideSnapshots(kind: ParsedTopic['kind'], source: SnapshotSource): void {
    this.snapshots.set(kind, source);
  }

  /** Declares who takes part in a kind of topic whose followers include `participant`. */
  provideParticipants(kind: ParsedTopic['kind'], rule: ParticipantRule): void {
    this.participants.set(kind, rule);
  }

  /** How connections' credentials are read again (the socket route provides it). */
  providePeers(lookup: PeerLookup): void {
    this.peers = lookup;
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
  attach(
    socket: LiveSocket,
    peer: LivePeer,
    connectionId: string,
    credentials: PeerCredentials | null = null,
  ) {
    const client: Client = {
      id: connectionId,
      socket,
      peer,
      credentials,
      topics: new Map(),
      pending: new Map(),
      sent: new Map(),
      window: { startedAt: this.now(), count: 0 },
      closed: false,
      inbox: Promise.resolve(),
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
      message: (raw: string) => this.receive(client, raw),
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

  /**
   * Reads every connection's credentials again, in one lookup, and narrows those whose
   * session ended or changed to what they may follow now (every process does it for its own).
   */
  async recheckPeers(): Promise<void> {
    if (this.rechecking || !this.peers) return;
    const checked = [...this.clients].filter((client) => client.credentials !== null);
    if (checked.length === 0) return;
    this.rechecking = true;
    try {
      const now = await this.peers(checked.map((client) => client.credentials!));
      await Promise.all(checked.map((client, i) => this.narrow(client, now[i]!)));
    } catch {
      // The database is away: the next round tries again.
    } finally {
      this.rechecking = false;
    }
  }

  private async refreshPeer(client: Client): Promise<void> {
    if (!client.credentials || !this.peers) return;
    const [now] = await this.peers([client.credentials]);
    if (now) await this.narrow(client, now);
  }

  /** Takes the peer as it is now and drops each topic it may no longer follow. */
  private async narrow(client: Client, peer: LivePeer): Promise<void> {
    if (client.closed || samePeer(client.peer, peer)) return;
    client.peer = peer;
    for (const [busTopic, name] of [...client.topics]) {
      const topic = parseTopic(name)!;
      const stays =
        busTopicOf(topic, peer) === busTopic &&
        (await mayFollow(topic, peer, this.participants.get(topic.kind)));
      if (stays || client.topics.get(busTopic) !== name || client.peer !== peer) continue;
      await this.unwatch(client, busTopic);
      this.refuse(client, refusalKey(topic, peer), name);
    }
  }

  /**
   * Limits, refusals and pings are answered on arrival; subscribes and unsubscribes take effect
   * in the order sent, so that an unsubscribe never overtakes the subscribe before it (a
   * subscribe waits on the database and the bus, an unsubscribe does not).
   */
  private receive(client: Client, raw: string): Promise<void> {
    if (client.closed) return Promise.resolve();
    if (!this.withinRate(client)) return Promise.resolve(this.bye(client, 'limit', 1_000));
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return Promise.resolve(this.refuse(client, parsed.key));
    const message = parsed.message;
    if (message.type === 'ping') {
      this.send(client, { type: 'pong', t: message.t, serverTime: this.now() });
      return Promise.resolve();
    }
    const turn = client.inbox.then(() => this.apply(client, message));
    client.inbox = turn.catch(() => undefined);
    return turn;
  }

  private async apply(
    client: Client,
    message: Exclude<ClientMessage, { type: 'ping' }>,
  ): Promise<void> {
    if (client.closed) return;
    if (message.type === 'unsubscribe') {
      for (const name of message.topics) {
        const topic = parseTopic(name);
        const busTopic = topic && busTopicOf(topic, client.peer);
        if (busTopic) await this.unwatch(client, busTopic);
      }
      return;
    }
    // Who it is now, not at connect time: a session that ended since follows nothing private.
    try {
      await this.refreshPeer(client);
    } catch {
      for (const name of message.topics) this.refuse(client, 'server_error', name);
      return;
    }
    await Promise.all(
      message.topics.map((name) => this.subscribe(client, name, message.resume?.[name])),
    );
  }

  private async subscribe(client: Client, name: string, resumeFrom?: number): Promise<void> {
    const topic = parseTopic(name)!;
    const peer = client.peer;
    if (!(await mayFollow(topic, peer, this.participants.get(topic.kind))))
      return this.refuse(client, refusalKey(topic, peer), name);
    if (client.closed) return;
    // Who it is changed while that was read: decide again for the peer as it is now.
    if (client.peer !== peer) return this.subscribe(client, name, resumeFrom);
    const busTopic = busTopicOf(topic, peer)!;
    if (!client.topics.has(busTopic) && client.topics.size >= MAX_TOPICS_PER_CONNECTION)
      return this.refuse(client, 'rate_limited', name);
    // Watch first and hold what arrives, so that nothing falls between catch-up and live.
    const held: BusEntry[] = [];
    client.pending.set(busTopic, held);
    client.topics.set(busTopic, name);
    // Gone when the connection closed, unsubscribed or was narrowed meanwhile (they unwatched).
    const gone = () => client.closed || client.pending.get(busTopic) !== held;
    try {
      await this.watch(client, busTopic);
      if (gone()) return;
      const replay = resumeFrom === undefined ? null : await this.bus.since(busTopic, resumeFrom);
      if (gone()) return;
      if (replay) {
        client.sent.set(busTopic, resumeFrom!);
        for (const entry of replay) this.sendEntry(client, busTopic, entry, eventText(name, entry));
      } else if (!(await this.sendSnapshot(client, topic, busTopic, name, gone))) {
        if (gone()) return;
        return this.unwatch(client, busTopic);
      }
    } catch {
      if (gone()) return;
      // The shared engine is down: the client keeps polling and will resubscribe.
      await this.unwatch(client, busTopic);
      return this.refuse(client, 'server_error', name);
    }
    client.pending.delete(busTopic);
    for (const entry of held) this.sendEntry(client, busTopic, entry, eventText(name, entry));
  }

  private async sendSnapshot(
    client: Client,
    topic: ParsedTopic,
    busTopic: BusTopic,
    name: string,
    gone: () => boolean,
  ): Promise<boolean> {
    const source = this.snapshots.get(topic.kind);
    const seq = await this.bus.lastSeq(busTopic);
    const payload = source ? await source(topic, client.peer) : null;
    if (gone()) return false;
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

  /** Counts the client as a watcher at once, so that a close meanwhile finds and removes it. */
  private async watch(client: Client, busTopic: BusTopic): Promise<void> {
    let watchers = this.watchers.get(busTopic);
    if (!watchers) {
      watchers = new Set();
      this.watchers.set(busTopic, watchers);
      this.following.set(busTopic, this.bus.follow(busTopic));
    }
    watchers.add(client);
    await this.following.get(busTopic);
  }

  private async unwatch(client: Client, busTopic: BusTopic): Promise<void> {
    client.topics.delete(busTopic);
    client.sent.delete(busTopic);
    client.pending.delete(busTopic);
    const watchers = this.watchers.get(busTopic);
    if (!watchers) return;
    watchers.delete(client);
    if (watchers.size === 0) {
      this.watchers.delete(busTopic);
      this.following.delete(busTopic);
      // The bus sends follow and unfollow in the order asked, so this one comes after.
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

/** A guest turned away from a signed-in player's topic is told to sign in. */
function refusalKey(topic: ParsedTopic, peer: LivePeer): MessageKey {
  const forSelf = followersOf(topic).some((follower) => follower.who === 'self');
  return forSelf && peer.uid === null ? 'anonymous_user' : 'not_authorized';
}

/** An event as the wire has it, built by concatenation: the payload is serialised once. */
function eventText(topic: string, entry: BusEntry): string {
  return `{"type":"event","topic":${JSON.stringify(topic)},"seq":${entry.seq},"at":${entry.at},"payload":${entry.json}}`;
}
