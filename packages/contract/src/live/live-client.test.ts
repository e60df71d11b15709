import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessageInput } from './client-messages.ts';
import {
  LINGER_MS,
  LiveClient,
  REPLAY_LIMIT,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  resolveLiveUrl,
  type LiveStatus,
  type TopicMessage,
  type WebSocketLike,
} from './live-client.ts';
import { CLOCK_PROBE_MS } from './live-clock.ts';
import type { ServerMessage } from './server-messages.ts';

class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: ClientMessageInput[] = [];
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessageInput);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts and says hello. */
  accept(hello: Partial<Extract<ServerMessage, { type: 'hello' }>> = {}) {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({
      type: 'hello',
      connectionId: 'c1',
      serverTime: 1_000_000,
      heartbeatMs: 15_000,
      signedIn: true,
      ...hello,
    });
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection drops (or never opened). */
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  takeSent() {
    const sent = this.sent;
    this.sent = [];
    return sent;
  }
}

const latest = () => FakeSocket.instances.at(-1)!;

const balance = (seq: number, amount: number, type: 'snapshot' | 'event' = 'event') =>
  ({
    type,
    topic: 'player',
    seq,
    at: 1,
    payload: { type: 'balance', balance: amount, bonusBalance: 0 },
  }) as ServerMessage;

const bigWinsSnapshot = (seq: number): ServerMessage => ({
  type: 'snapshot',
  topic: 'feed:big-wins',
  seq,
  at: 1,
  payload: { type: 'bigwin.list', wins: [] },
});

function client(extra: { statuses?: LiveStatus[]; random?: () => number } = {}) {
  const live = new LiveClient({
    url: 'wss://lale.test/endpoint/ws',
    WebSocketImpl: FakeSocket,
    now: () => Date.now(), // faked, from 0
    random: extra.random ?? (() => 1),
    onStatus: (status) => extra.statuses?.push(status),
  });
  return { live, advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveClient', () => {
  it('connects on the first subscribe and shares one subscription per topic', () => {
    const statuses: LiveStatus[] = [];
    const { live } = client({ statuses });
    expect(FakeSocket.instances).toHaveLength(0);
    const first: number[] = [];
    const second: number[] = [];
    live.subscribe('player', (m) => first.push(m.seq));
    live.subscribe('player', (m) => second.push(m.seq));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(live.status()).toBe('connecting');
    latest().accept();
    expect(live.status()).toBe('open');
    expect(live.signedIn()).toBe(true);
    expect(latest().takeSent()).toEqual([{ type: 'subscribe', topics: ['player'] }]);
    latest().receive(balance(4, 100, 'snapshot'));
    latest().receive(balance(5, 120));
    expect(first).toEqual([4, 5]);
    expect(second).toEqual([4, 5]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('gives a handler joining late the snapshot and the events since', () => {
    const { live } = client();
    live.subscribe('player', () => {});
    latest().accept();
    latest().receive(balance(1, 100, 'snapshot'));
    latest().receive(balance(2, 110));
    latest().takeSent();
    const late: TopicMessage<'player'>[] = [];
    live.subscribe('player', (m) => late.push(m));
    expect(late.map((m) => [m.type, m.seq])).toEqual([
      ['snapshot', 1],
      ['event', 2],
    ]);
    expect(latest().takeSent()).toEqual([]);
  });

  it('asks for a fresh snapshot for a late handler when too much happened to replay', () => {
    const { live } = client();
    live.subscribe('player', () => {});
    latest().accept();
    latest().receive(balance(0, 0, 'snapshot'));
    for (let seq = 1; seq <= REPLAY_LIMIT + 1; seq += 1) latest().receive(balance(seq, seq));
    latest().takeSent();
    live.subscribe('player', () => {});
    expect(latest().takeSent()).toEqual([{ type: 'subscribe', topics: ['player'] }]);
  });

  it('ignores events already seen and events before the snapshot', () => {
    const { live } = client();
    const seen: number[] = [];
    live.subscribe('player', (m) => seen.push(m.seq));
    latest().accept();
    latest().receive(balance(3, 1)); // no snapshot yet
    latest().receive(balance(3, 100, 'snapshot'));
    latest().receive(balance(3, 1));
    latest().receive(balance(2, 1));
    latest().receive(balance(4, 1));
    latest().receive(balance(4, 1));
    expect(seen).toEqual([3, 4]);
  });

  it('resubscribes with resume on a gap, once, and carries on when the gap is filled', () => {
    const { live } = client();
    const seen: number[] = [];
    live.subscribe('player', (m) => seen.push(m.seq));
    latest().accept();
    latest().receive(balance(10, 1, 'snapshot'));
    latest().takeSent();
    latest().receive(balance(12, 1));
    latest().receive(balance(13, 1));
    expect(latest().takeSent()).toEqual([
      { type: 'subscribe', topics: ['player'], resume: { player: 10 } },
    ]);
    for (const seq of [11, 12, 13, 14]) latest().receive(balance(seq, 1));
    expect(seen).toEqual([10, 11, 12, 13, 14]);
    latest().receive(balance(16, 1));
    expect(latest().takeSent()).toHaveLength(1); // a new gap asks again
  });

  it('resumes every topic from its last seq after a drop', () => {
    const { live, advance } = client();
    const seen: string[] = [];
    live.subscribe('player', (m) => seen.push(`${m.type}:${m.seq}`));
    live.subscribe('feed:big-wins', (m) => seen.push(`${m.payload.type}:${m.seq}`));
    const first = latest();
    first.accept();
    first.receive(balance(7, 1, 'snapshot'));
    first.receive(bigWinsSnapshot(30));
    first.drop();
    expect(live.status()).toBe('closed');
    advance(RETRY_BASE_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    const second = latest();
    second.accept();
    expect(second.takeSent()).toEqual([
      {
        type: 'subscribe',
        topics: ['player', 'feed:big-wins'],
        resume: { player: 7, 'feed:big-wins': 30 },
      },
    ]);
    second.receive(balance(7, 1)); // replayed overlap
    second.receive(balance(8, 2));
    first.receive(balance(9, 1)); // the old socket is forgotten
    expect(seen).toEqual(['snapshot:7', 'bigwin.list:30', 'event:8']);
  });

  it('backs off exponentially with jitter up to a ceiling, and resets after a hello', () => {
    const { live, advance } = client({ random: () => 0 });
    live.subscribe('feed:big-wins', () => {});
    const delays: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const count = FakeSocket.instances.length;
      latest().drop();
      let waited = 0;
      while (FakeSocket.instances.length === count) {
        advance(50);
        waited += 50;
      }
      delays.push(waited);
    }
    // random() = 0 takes half of each ceiling: 1 s, 2 s, 4 s … capped at 30 s.
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(RETRY_MAX_MS).toBe(30_000);
    latest().accept();
    latest().drop();
    advance(499);
    expect(latest().readyState).toBe(3);
    advance(1);
    expect(latest().readyState).toBe(0);
  });

  it('waits at least bye.retryAfterMs', () => {
    const { live, advance } = client();
    live.subscribe('feed:big-wins', () => {});
    latest().accept();
    latest().receive({ type: 'bye', reason: 'shutdown', retryAfterMs: 5_000 });
    latest().drop();
    advance(4_999);
    expect(FakeSocket.instances).toHaveLength(1);
    advance(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('pings every heartbeat, measures the clock offset and drops a silent connection', () => {
    const { live, advance } = client();
    live.subscribe('feed:big-wins', () => {});
    latest().accept({ serverTime: 5_000, heartbeatMs: 1_000 });
    expect(live.serverOffset()).toBe(5_000);
    latest().takeSent();
    // A first probe of the clock soon after hello; its pong never comes.
    advance(CLOCK_PROBE_MS);
    expect(latest().takeSent()).toEqual([{ type: 'ping', t: CLOCK_PROBE_MS }]);
    advance(1_000 - CLOCK_PROBE_MS);
    expect(latest().takeSent()).toEqual([{ type: 'ping', t: 1_000 }]);
    advance(100);
    latest().receive({ type: 'pong', t: 1_000, serverTime: 7_050 });
    expect(live.serverOffset()).toBe(6_000); // 7050 − (1000 + 1100) / 2
    expect(live.serverNow()).toBe(7_100);
    // Still probing: another ping soon, then the heartbeat's.
    advance(CLOCK_PROBE_MS);
    expect(latest().takeSent()).toEqual([{ type: 'ping', t: 1_100 + CLOCK_PROBE_MS }]);
    advance(900 - CLOCK_PROBE_MS);
    expect(latest().takeSent()).toEqual([{ type: 'ping', t: 2_000 }]);
    // No pong any more: after 2 heartbeats + 5 s of silence the client gives up on it.
    advance(6_000);
    expect(live.status()).toBe('open');
    advance(1_000);
    expect(latest().readyState).toBe(3);
    expect(live.status()).toBe('closed');
    advance(RETRY_BASE_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('keeps the offset of the quickest round trip: a pong held up in a busy loop does not move it', () => {
    const { live, advance } = client();
    live.subscribe('feed:big-wins', () => {});
    // The page read the hello 900 ms late: the first guess is 900 ms behind.
    latest().accept({ serverTime: 1_000_000 - 900, heartbeatMs: 15_000 });
    expect(live.serverOffset()).toBe(1_000_000 - 900);
    latest().takeSent();
    // Out and back times of four round trips, and the offset kept after each.
    const trips: [number, number, number][] = [
      [40, 20, 1_000_010], // the server read its clock 10 ms after the midpoint
      [2, 2, 1_000_000],
      [600, 10, 1_000_000], // the server's loop was busy for most of this one
      [5, 500, 1_000_000], // and the page's for this one
    ];
    for (const [out, back, kept] of trips) {
      advance(CLOCK_PROBE_MS);
      const [ping] = latest().takeSent() as { type: 'ping'; t: number }[];
      expect(ping?.type).toBe('ping');
      advance(out + back);
      // The server's clock runs exactly 1,000,000 ms ahead of this one.
      latest().receive({ type: 'pong', t: ping!.t, serverTime: ping!.t + out + 1_000_000 });
      expect(live.serverOffset()).toBe(kept);
    }
    expect(live.serverOffset()).toBe(1_000_000);
    // Four trips measured: no more probes, the heartbeat's pings go on.
    advance(CLOCK_PROBE_MS);
    expect(latest().takeSent()).toEqual([]);
  });

  it('passes topic errors to the handlers and keeps private topics for signed-in players', () => {
    const onError = vi.fn();
    const { live } = client();
    live.subscribe('feed:big-wins', () => {});
    live.subscribe('player', () => {}, onError);
    latest().accept({ signedIn: false });
    expect(latest().takeSent()).toEqual([{ type: 'subscribe', topics: ['feed:big-wins'] }]);
    latest().receive({ type: 'error', key: 'anonymous_user', topic: 'player' });
    expect(onError).toHaveBeenCalledWith({ type: 'error', key: 'anonymous_user', topic: 'player' });
  });

  it('asks for a support conversation without a player session: its guest or an operator may follow it', () => {
    const { live } = client();
    live.subscribe('support:queue', () => {});
    live.subscribe('player', () => {});
    latest().accept({ signedIn: false });
    expect(latest().takeSent()).toEqual([{ type: 'subscribe', topics: ['support:queue'] }]);
  });

  it('reconnects at once on demand and starts the player topic over', () => {
    const { live } = client();
    live.subscribe('player', () => {});
    live.subscribe('feed:big-wins', () => {});
    latest().accept();
    latest().receive(balance(7, 1, 'snapshot'));
    latest().receive(bigWinsSnapshot(30));
    live.reconnect();
    expect(FakeSocket.instances).toHaveLength(2);
    latest().accept();
    expect(latest().takeSent()).toEqual([
      { type: 'subscribe', topics: ['player', 'feed:big-wins'], resume: { 'feed:big-wins': 30 } },
    ]);
  });

  it('unsubscribes the last handler and closes the idle connection later', () => {
    const { live, advance } = client();
    const stop = live.subscribe('feed:big-wins', () => {});
    latest().accept();
    latest().takeSent();
    stop();
    stop();
    expect(latest().takeSent()).toEqual([{ type: 'unsubscribe', topics: ['feed:big-wins'] }]);
    advance(LINGER_MS);
    expect(latest().readyState).toBe(3);
    expect(live.status()).toBe('closed');
    live.subscribe('feed:big-wins', () => {});
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops retrying once closed', () => {
    const { live, advance } = client();
    live.subscribe('feed:big-wins', () => {});
    latest().drop();
    live.close();
    advance(RETRY_MAX_MS);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('keeps going when a handler throws', () => {
    const { live } = client();
    const seen: number[] = [];
    live.subscribe('player', () => {
      throw new Error('boom');
    });
    live.subscribe('player', (m) => seen.push(m.seq));
    latest().accept();
    latest().receive(balance(1, 1, 'snapshot'));
    expect(seen).toEqual([1]);
    expect(() => vi.advanceTimersByTime(1)).toThrow('boom'); // surfaces, after the others ran
  });

  it('does nothing without a page or a WebSocket (server rendering)', () => {
    const live = new LiveClient({ url: '/endpoint/ws' });
    expect(() => live.subscribe('feed:big-wins', () => {})).not.toThrow();
    expect(live.status()).toBe('closed');
    live.close();
  });
});

describe('resolveLiveUrl', () => {
  it('resolves paths against the page and switches http to ws', () => {
    expect(resolveLiveUrl('/endpoint/ws', { protocol: 'https:', host: 'lale.com' })).toBe(
      'wss://lale.com/endpoint/ws',
    );
    expect(resolveLiveUrl('/endpoint/ws', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/endpoint/ws',
    );
    expect(resolveLiveUrl('http://a.test/ws')).toBe('ws://a.test/ws');
    expect(resolveLiveUrl('wss://a.test/ws')).toBe('wss://a.test/ws');
    expect(resolveLiveUrl('/endpoint/ws')).toBeNull();
  });
});
