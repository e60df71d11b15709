import { MAX_BUFFERED_BYTES, RESUME_WINDOW } from '@lale/contract/live/limits';
import { describe, expect, it } from 'vitest';
import { LiveHub, playerBusTopic, type LiveSocket } from './live-hub.ts';
import { MemoryBus } from './memory-bus.ts';

function fakeSocket() {
  const sent: Record<string, unknown>[] = [];
  let buffered = 0;
  let closed: { code: number; reason: string } | null = null;
  const socket: LiveSocket = {
    send: (text) => void sent.push(JSON.parse(String(text))),
    bufferedAmount: () => buffered,
    close: (code, reason) => void (closed = { code, reason }),
  };
  return {
    socket,
    sent,
    of: (type: string) => sent.filter((m) => m.type === type),
    setBuffered: (bytes: number) => void (buffered = bytes),
    closed: () => closed,
  };
}

function setUp() {
  let hub: LiveHub | null = null;
  const bus = new MemoryBus((topic, entry) => hub?.deliver(topic, entry));
  let clock = 1_000;
  hub = new LiveHub(bus, () => clock);
  hub.provideSnapshots('game', async (topic) =>
    topic.kind === 'game' && topic.gameId === 'crash-1' ? { type: 'crash.snapshot' } : null,
  );
  hub.provideSnapshots('player', async (_t, peer) => ({ type: 'balance', uid: peer.uid }));
  const connect = (uid: number | null) => {
    const fake = fakeSocket();
    const client = hub!.attach(fake.socket, { uid }, `c${Math.random()}`);
    return { ...fake, client, send: (m: unknown) => client.message(JSON.stringify(m)) };
  };
  return { hub, connect, tick: (ms: number) => (clock += ms) };
}

describe('the live hub', () => {
  it('says hello, sends a snapshot, then every event in order', async () => {
    const { hub, connect } = setUp();
    const guest = connect(null);
    expect(guest.of('hello')[0]).toMatchObject({ signedIn: false, heartbeatMs: 15_000 });
    await guest.send({ type: 'subscribe', topics: ['game:crash-1'] });
    await hub.publish('game:crash-1', { type: 'crash.flying' });
    await hub.publish('game:crash-1', { type: 'crash.crashed' });
    expect(guest.of('snapshot')).toEqual([
      expect.objectContaining({ topic: 'game:crash-1', seq: 0 }),
    ]);
    expect(guest.of('event').map((m) => m.seq)).toEqual([1, 2]);
  });

  it('keeps each player to their own topic and guests out of it', async () => {
    const { hub, connect } = setUp();
    const guest = connect(null);
    await guest.send({ type: 'subscribe', topics: ['player'] });
    expect(guest.of('error')[0]).toMatchObject({ key: 'anonymous_user', topic: 'player' });
    const alice = connect(7);
    const bob = connect(8);
    await alice.send({ type: 'subscribe', topics: ['player'] });
    await bob.send({ type: 'subscribe', topics: ['player'] });
    await hub.publish(playerBusTopic(7), { type: 'balance', balance: 5 });
    expect(alice.of('event')).toEqual([
      expect.objectContaining({ topic: 'player', payload: { type: 'balance', balance: 5 } }),
    ]);
    expect(bob.of('event')).toEqual([]);
  });

  it('gives a reconnecting client what it missed, or a snapshot when that is gone', async () => {
    const { hub, connect } = setUp();
    for (let i = 0; i < 5; i++) await hub.publish('game:crash-1', { i });
    const back = connect(null);
    await back.send({ type: 'subscribe', topics: ['game:crash-1'], resume: { 'game:crash-1': 3 } });
    expect(back.of('snapshot')).toEqual([]);
    expect(back.of('event').map((m) => m.seq)).toEqual([4, 5]);
    for (let i = 0; i < RESUME_WINDOW + 5; i++) await hub.publish('game:crash-1', { i });
    const late = connect(null);
    await late.send({ type: 'subscribe', topics: ['game:crash-1'], resume: { 'game:crash-1': 3 } });
    expect(late.of('snapshot')).toHaveLength(1);
    expect(late.of('event')).toEqual([]);
  });

  it('refuses what it cannot read and unknown rooms, with message keys', async () => {
    const { connect } = setUp();
    const client = connect(null);
    await client.client.message('{not json');
    await client.client.message(JSON.stringify({ type: 'subscribe', topics: ['game:nope'] }));
    await client.client.message('x'.repeat(10_000));
    expect(client.of('error').map((m) => m.key)).toEqual([
      'malformed_request',
      'not_found',
      'payload_too_large',
    ]);
  });

  it('cuts off a client that floods it, and one that cannot keep up', async () => {
    const { hub, connect } = setUp();
    const flooder = connect(null);
    for (let i = 0; i < 25; i++) await flooder.send({ type: 'ping', t: i });
    expect(flooder.of('bye')[0]).toMatchObject({ reason: 'limit' });
    expect(flooder.closed()).toMatchObject({ code: 1008 });

    const slow = connect(null);
    await slow.send({ type: 'subscribe', topics: ['game:crash-1'] });
    slow.setBuffered(MAX_BUFFERED_BYTES + 1);
    await hub.publish('game:crash-1', { type: 'crash.bet' });
    expect(slow.of('bye')[0]).toMatchObject({ reason: 'slow_consumer' });
    expect(slow.of('event')).toEqual([]);
  });

  it('answers pings with the server time, and says goodbye on shutdown', async () => {
    const { hub, connect } = setUp();
    const client = connect(null);
    await client.send({ type: 'ping', t: 42 });
    expect(client.of('pong')[0]).toEqual({ type: 'pong', t: 42, serverTime: 1_000 });
    hub.closeAll('shutdown', 2_000);
    expect(client.of('bye')[0]).toEqual({ type: 'bye', reason: 'shutdown', retryAfterMs: 2_000 });
    expect(client.closed()).toMatchObject({ code: 1001 });
  });
});
