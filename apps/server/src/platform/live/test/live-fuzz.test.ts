import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../../test/support/live-socket.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { gatedBus } from './gated-bus.ts';
import { cookieHeader, listening } from './live-fixtures.ts';

/** A small seeded generator: a failure replays with the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const TOPICS = [
  'player',
  'feed:big-wins',
  'game:zeplin',
  'support:queue',
  'support:nope',
  'table:1',
];

const HOSTILE: ReadonlyArray<string | Buffer> = [
  'not json',
  '',
  'null',
  '[]',
  '{"type":"subscribe"}',
  '{"type":"subscribe","topics":[]}',
  '{"type":"subscribe","topics":["player:17"]}',
  '{"type":"subscribe","topics":["__proto__"]}',
  '{"type":"subscribe","topics":["feed:big-wins"],"resume":{"feed:big-wins":-1}}',
  '{"type":"subscribe","topics":["feed:big-wins"],"resume":{"feed:big-wins":1e308}}',
  '{"type":"subscribe","topics":["feed:big-wins"],"resume":{"game:zeplin":3}}',
  '{"type":"unsubscribe","topics":["support:queue"]}',
  '{"type":"ping","t":"now"}',
  '{"type":"pong","t":1}',
  `{"type":"subscribe","topics":[${'"feed:big-wins",'.repeat(40)}"player"]}`,
  `{"a":${'['.repeat(500)}${']'.repeat(500)}}`,
  JSON.stringify({ type: 'subscribe', topics: ['x'.repeat(9_000)] }),
  '{"type":"subscribe","topics":["game:\u202e"]}',
  Buffer.from([0, 1, 2, 255]),
];

describe('the live channel under hostile clients', () => {
  const bus = gatedBus();
  const errors: unknown[] = [];
  let app: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp({
      liveBus: bus.factory,
      env: { LOG_LEVEL: 'error' },
      logStream: { write: (line) => void errors.push(JSON.parse(line)) },
    });
    port = await listening(app);
    cookie = cookieHeader((await signedInPlayer(app.database)).cookies);
  });
  afterAll(() => app.close());

  it('survives hostile frames, any order of subscribe and unsubscribe, and closes at every step', async () => {
    const rng = random(0x1a1e);
    const clients = Array.from({ length: 12 }, async (_, index) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`, {
        headers: index % 2 ? { cookie } : {},
      });
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('open', resolve).once('error', resolve));
      const closeAt = Math.floor(rng.next() * 30);
      for (let step = 0; step < 30 && socket.readyState === WebSocket.OPEN; step++) {
        if (step === closeAt) {
          if (rng.next() < 0.5) socket.terminate();
          else socket.close();
          break;
        }
        const roll = rng.next();
        if (roll < 0.35) socket.send(rng.pick(HOSTILE));
        else if (roll < 0.65)
          socket.send(JSON.stringify({ type: 'subscribe', topics: [rng.pick(TOPICS)] }));
        else if (roll < 0.9)
          socket.send(JSON.stringify({ type: 'unsubscribe', topics: [rng.pick(TOPICS)] }));
        else socket.send(JSON.stringify({ type: 'ping', t: step }));
        if (rng.next() < 0.3) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (socket.readyState === WebSocket.OPEN) socket.close();
      await closed;
    });
    await Promise.all(clients);

    const end = Date.now() + 3_000;
    while (bus.followed().length > 0 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bus.followed()).toEqual([]);
    expect(errors).toEqual([]);

    const after = await connect(port, cookie);
    after.send({ type: 'subscribe', topics: ['player'] });
    await after.waitFor((m) => m.type === 'snapshot' && m.topic === 'player');
    after.send({ type: 'ping', t: 1 });
    await after.waitFor((m) => m.type === 'pong');
    await after.close();
  });
});
