import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { connect } from '../../../../test/support/live-socket.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fund, openGame } from '../../../../test/support/studio.ts';

describe('the live channel over a real socket', () => {
  const clock = new TestClock();
  let app: TestApp;
  let port: number;
  let player: SignedInPlayer;
  let room: number;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as { port: number }).port;
    player = await signedInPlayer(app.database, { now: clock.now() });
    room = Number(
      rowsOf<{ id: number }>(
        await app.database.db.execute(
          sql`select id from games where engine_id = 'crash' order by id limit 1`,
        ),
      )[0]!.id,
    );
  });
  afterAll(() => app.close());

  it('lets a guest follow public topics only', async () => {
    const guest = await connect(port);
    expect(await guest.waitFor((m) => m.type === 'hello')).toMatchObject({ signedIn: false });
    guest.send({ type: 'subscribe', topics: ['player', 'feed:big-wins'] });
    expect(await guest.waitFor((m) => m.type === 'error')).toMatchObject({
      key: 'anonymous_user',
      topic: 'player',
    });
    expect(await guest.waitFor((m) => m.type === 'snapshot')).toMatchObject({
      topic: 'feed:big-wins',
      payload: { type: 'bigwin.list', wins: [] },
    });
    await guest.close();
  });

  it("pushes the signed-in player's balance as soon as it moves", async () => {
    const client = await connect(port, `lale_sid=${player.cookies.lale_sid}`);
    expect(await client.waitFor((m) => m.type === 'hello')).toMatchObject({ signedIn: true });
    client.send({ type: 'subscribe', topics: ['player'] });
    expect(await client.waitFor((m) => m.type === 'snapshot')).toMatchObject({
      topic: 'player',
      payload: { type: 'balance', balance: 0 },
    });
    await fund(app.database, player.uid, 12_345);
    expect(await client.waitFor((m) => m.type === 'event')).toMatchObject({
      topic: 'player',
      seq: 1,
      payload: { type: 'balance', balance: 12_345, bonusBalance: 0 },
    });
    await client.close();
  });

  it('pushes a crash room to its watchers, and a reconnect resumes without a gap', async () => {
    const topic = `game:crash-${room}`;
    await app.scheduler.tick(`crash:crash-${room}`);
    const watcher = await connect(port);
    watcher.send({ type: 'subscribe', topics: [topic] });
    const snapshot = await watcher.waitFor((m) => m.type === 'snapshot');
    expect(snapshot.payload).toMatchObject({ type: 'crash.snapshot', phase: 'betting' });

    await fund(app.database, player.uid, 100_000);
    const game = await openGame(app, player, room);
    await game.post('/crash/bet', {
      slot: 0,
      stake: 1_000,
      autoCashoutHundredths: null,
      requestId: randomUUID(),
    });
    const bet = await watcher.waitFor((m) => m.payload?.type === 'crash.bet');
    expect(bet.payload).toMatchObject({ amount: 1_000, slot: 0 });
    expect(bet.payload.player).toMatch(/\*\*\*$/);
    await watcher.close();

    // While it is away the round takes off.
    clock.advance(60_000);
    await app.scheduler.tick(`crash:crash-${room}`);
    const back = await connect(port);
    back.send({ type: 'subscribe', topics: [topic], resume: { [topic]: bet.seq } });
    const missed = await back.waitFor((m) => m.type === 'event');
    expect(missed).toMatchObject({ seq: bet.seq + 1, payload: { type: 'crash.flying' } });
    expect(back.received.some((m) => m.type === 'snapshot')).toBe(false);
    await back.close();
  });
});

describe.skipIf(!process.env.REDIS_URL)('the live channel across processes (Redis)', () => {
  it('delivers what one process publishes to the watchers of another', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const publisher = await createTestApp({ env });
    const viewer = await createTestApp({ env });
    try {
      await viewer.server.listen({ port: 0, host: '127.0.0.1' });
      const port = (viewer.server.server.address() as { port: number }).port;
      // Each test app has a database of its own; the rooms' ids are the same seeded ones.
      const id = Number(
        rowsOf<{ id: number }>(
          await publisher.database.db.execute(
            sql`select id from games where engine_id = 'crash' order by id limit 1`,
          ),
        )[0]!.id,
      );
      const topic = `game:crash-${id}`;
      // The room has a round before anyone asks for its snapshot (none yet is 'not_found').
      await viewer.scheduler.tick(`crash:crash-${id}`);
      const client = await connect(port);
      client.send({ type: 'subscribe', topics: [topic] });
      const snapshot = await client.waitFor((m) => m.type === 'snapshot');
      await publisher.scheduler.tick(`crash:crash-${id}`);
      // The publisher's round, not the viewer's own.
      const event = await client.waitFor(
        (m) =>
          m.type === 'event' &&
          m.payload.type === 'crash.betting' &&
          m.payload.roundId !== snapshot.payload.round.roundId,
      );
      expect(event.topic).toBe(topic);
      await client.close();
    } finally {
      await publisher.close();
      await viewer.close();
    }
  });
});
