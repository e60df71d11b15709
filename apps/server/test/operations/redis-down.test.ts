import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInPlayer } from '../support/players.ts';
import { hasRedisServer, privateRedis } from '../support/private-redis.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, type Json } from '../support/studio.ts';

// Redis is optional at run time: while it is unreachable (at start or later) calls answer,
// limits are counted in PostgreSQL, health says `redis: 'down'` and readiness stays green;
// live pushes stop, and resume on their own once Redis is back.

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

async function health(app: TestApp): Promise<Json> {
  const response = await app.server.inject('/endpoint/health');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The `forgot` method allows 20 calls per address an hour: the 21st is refused. */
async function exhaustRecoveryLimit(app: TestApp, address: string): Promise<Json[]> {
  const replies: Json[] = [];
  for (let i = 0; i < 21; i++) {
    const reply = await app.call(
      'user',
      'forgot',
      { email: `nobody${i}@lale.example`, Lang: 'en' },
      { remoteAddress: address },
    );
    expect(reply.status).toBeLessThan(500);
    replies.push(reply.body);
  }
  return replies;
}

describe.skipIf(!hasRedisServer)('with Redis down', () => {
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let app: TestApp;

  beforeAll(async () => {
    redis = await privateRedis();
    app = await createTestApp({ env: { REDIS_URL: redis.url } });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('answers calls, counts limits in PostgreSQL, says so in health, and pushes again once back', async () => {
    await until(async () => (await health(app)).redis === 'ok');
    const port = (app.server.server.address() as { port: number }).port;
    const player = await signedInPlayer(app.database);
    const received: Json[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`, {
      headers: { cookie: `lale_sid=${player.cookies.lale_sid}` },
    });
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', topics: ['player'] }));
    await until(() => received.some((m) => m.type === 'snapshot'));
    const balances = () => received.filter((m) => m.type === 'event').map((m) => m.payload.balance);
    await fund(app.database, player.uid, 1_000);
    await until(() => balances().includes(1_000));

    await redis.stop();
    await until(async () => (await health(app)).redis === 'down');
    expect((await app.server.inject('/endpoint/ready')).statusCode).toBe(200);
    // Limits still hold, now counted in PostgreSQL.
    const replies = await exhaustRecoveryLimit(app, '198.51.100.7');
    expect(replies.slice(0, 20).every((body) => body.result === true)).toBe(true);
    expect(replies[20]).toMatchObject({ result: false, code: 429, debug: 'rate_limited' });
    // A balance moved while Redis is down is not pushed; calls still answer.
    await fund(app.database, player.uid, 500);
    const balance = await app.call('finance', 'check_balance', {}, { cookies: player.cookies });
    expect(balance.status).toBe(200);

    await redis.start();
    await until(async () => (await health(app)).redis === 'ok', 15_000);
    // Redis came back empty: the topic's numbering goes on upward, and the socket gets events.
    await fund(app.database, player.uid, 250);
    await until(() => balances().includes(1_750), 10_000);
    socket.close();
  }, 60_000);

  it('starts without Redis and runs on PostgreSQL limits until it appears', async () => {
    const dead = `redis://127.0.0.1:${redis.port + 1}`;
    const alone = await createTestApp({ env: { REDIS_URL: dead } });
    try {
      expect((await health(alone)).redis).toBe('down');
      expect((await alone.server.inject('/endpoint/ready')).statusCode).toBe(200);
      const replies = await exhaustRecoveryLimit(alone, '198.51.100.8');
      expect(replies[20]).toMatchObject({ result: false, code: 429, debug: 'rate_limited' });
    } finally {
      await alone.close();
    }
  }, 60_000);
});
