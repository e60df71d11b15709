import { MAX_CONNECTIONS_PER_IP } from '@lale/contract/live/limits';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../../test/support/live-socket.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { gatedBus } from './gated-bus.ts';
import { conversationOf, cookieHeader, listening, operatorOfRole } from './live-fixtures.ts';

const until = async (done: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return done();
};

describe('live connections release what they hold on every path', () => {
  const bus = gatedBus();
  let app: TestApp;
  let port: number;
  let player: SignedInPlayer;

  beforeAll(async () => {
    app = await createTestApp({ liveBus: bus.factory });
    port = await listening(app);
    player = await signedInPlayer(app.database);
  });
  afterAll(() => app.close());

  /** Runs `during` while `table` cannot be read: the server's look-ups of it wait. */
  const whileLocked = (table: string, during: () => Promise<void>) =>
    app.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
      await during();
    });

  /** Opens a socket, says `first` (if anything) and drops it before anything comes back. */
  const dropAtOnce = async (cookie: string, first?: unknown) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`, { headers: { cookie } });
    await new Promise((resolve) => socket.once('open', resolve).once('error', resolve));
    if (first) socket.send(JSON.stringify(first));
    socket.terminate();
  };

  it('counts and follows nothing for sockets that closed while their session was looked up', async () => {
    await whileLocked('sessions', async () => {
      for (let i = 0; i < 2 * MAX_CONNECTIONS_PER_IP; i++)
        await dropAtOnce(cookieHeader(player.cookies), {
          type: 'subscribe',
          topics: ['player', 'feed:big-wins'],
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await until(() => bus.followed().length === 0)).toBe(true);
    const after = await connect(port, cookieHeader(player.cookies));
    expect(await after.waitFor((m) => m.type === 'hello' || m.type === 'bye')).toMatchObject({
      type: 'hello',
      signedIn: true,
    });
    await after.close();
  });

  it('follows nothing for a socket that closed while its right to the topic was checked', async () => {
    const conversation = await conversationOf(
      app,
      player,
      (await operatorOfRole(app, 'admin')).client,
    );
    const socket = await connect(port, cookieHeader(player.cookies));
    await socket.waitFor((m) => m.type === 'hello');
    await whileLocked('support_conversations', async () => {
      socket.send({ type: 'subscribe', topics: [`support:${conversation}`] });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await socket.close();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bus.followed()).toEqual([]);
  });

  it.each(['follow', 'lastSeq'] as const)(
    'leaves no subscription behind when the socket closes while waiting on %s',
    async (step) => {
      bus.hold(step);
      const socket = await connect(port, cookieHeader(player.cookies));
      socket.send({ type: 'subscribe', topics: ['player', 'feed:big-wins'] });
      expect(await until(() => bus.waiting(step) > 0)).toBe(true);
      await socket.close();
      bus.open();
      expect(await until(() => bus.followed().length === 0)).toBe(true);
    },
  );

  it('leaves no subscription behind when the socket closes during the resume', async () => {
    bus.hold('since');
    const socket = await connect(port);
    socket.send({ type: 'subscribe', topics: ['feed:big-wins'], resume: { 'feed:big-wins': 0 } });
    expect(await until(() => bus.waiting('since') > 0)).toBe(true);
    await socket.close();
    bus.open();
    expect(await until(() => bus.followed().length === 0)).toBe(true);
  });

  it('leaves no subscription behind when the socket subscribes and closes at once', async () => {
    for (let i = 0; i < 10; i++) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`, {
        headers: { cookie: cookieHeader(player.cookies) },
      });
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'subscribe', topics: ['player', 'feed:big-wins'] }));
      if (i % 2) socket.terminate();
      else socket.close();
    }
    expect(await until(() => bus.followed().length === 0)).toBe(true);
  });

  it('unsubscribing while the subscription is being made leaves nothing behind', async () => {
    bus.hold('follow');
    const socket = await connect(port);
    socket.send({ type: 'subscribe', topics: ['feed:big-wins'] });
    // Its own follow, not one a socket of an earlier test is still making.
    expect(
      await until(() => bus.waiting('follow') > 0 && bus.followed().includes('feed:big-wins')),
    ).toBe(true);
    socket.send({ type: 'unsubscribe', topics: ['feed:big-wins'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    bus.open();
    expect(await until(() => bus.followed().length === 0)).toBe(true);
    socket.send({ type: 'ping', t: 1 });
    await socket.waitFor((m) => m.type === 'pong');
    await socket.close();
  });

  it('an unsubscribe sent after a subscribe takes effect after it, however long the subscribe waits', async () => {
    const socket = await connect(port, cookieHeader(player.cookies));
    await socket.waitFor((m) => m.type === 'hello');
    // The subscribe reads the player's session again first: it waits on the lock, the
    // unsubscribe behind it must wait too instead of finding nothing to undo.
    await whileLocked('sessions', async () => {
      socket.send({ type: 'subscribe', topics: ['feed:big-wins'] });
      socket.send({ type: 'unsubscribe', topics: ['feed:big-wins'] });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await socket.waitFor((m) => m.type === 'snapshot');
    expect(await until(() => bus.followed().length === 0)).toBe(true);
    await socket.close();
  });
});
