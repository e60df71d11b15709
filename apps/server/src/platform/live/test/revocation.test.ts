import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../../../test/support/studio.ts';
import { HOUR, TestClock } from '../../../../test/support/accounts.ts';
import { connect } from '../../../../test/support/live-socket.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { conversationOf, cookieHeader, listening, operatorOfRole } from './live-fixtures.ts';

/** What "at once" means for a session that ends: every process narrows its sockets by then. */
const WITHIN = 1_000;

describe('the live channel follows sessions as they end or change, on every process', () => {
  const clock = new TestClock(Date.now());
  let app: TestApp;
  /** A second server process over the same database, where the sockets are. */
  let other: TestApp;
  let port: number;
  let admin: Awaited<ReturnType<typeof operatorOfRole>>;
  let player: SignedInPlayer;
  let conversation: string;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    other = await createTestApp({ now: clock.now, database: app.database });
    port = await listening(other);
    admin = await operatorOfRole(app, 'admin');
    player = await signedInPlayer(app.database, { now: clock.now() });
    conversation = await conversationOf(app, player, admin.client);
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  it("stops a player's balance and support chat at logout, and pings do not bring them back", async () => {
    const socket = await connect(port, cookieHeader(player.cookies));
    socket.send({
      type: 'subscribe',
      topics: ['player', `support:${conversation}`, 'feed:big-wins'],
    });
    await socket.waitFor((m) => m.type === 'snapshot' && m.topic === 'player');
    await socket.waitFor((m) => m.type === 'snapshot' && m.topic === `support:${conversation}`);

    const out = await app.call('user', 'logout', {}, { cookies: player.cookies });
    expect(out.body.result).toBe(true);
    expect(
      await socket.waitFor((m) => m.type === 'error' && m.topic === 'player', WITHIN),
    ).toMatchObject({
      key: 'anonymous_user',
    });
    await socket.waitFor(
      (m) => m.type === 'error' && m.topic === `support:${conversation}`,
      WITHIN,
    );

    // Still open and pinging, it is a guest's socket now: asking again is refused.
    const before = socket.received.length;
    const later = (match: (m: (typeof socket.received)[number]) => boolean) =>
      socket.waitFor((m) => socket.received.indexOf(m) >= before && match(m));
    socket.send({ type: 'ping', t: 1 });
    socket.send({ type: 'subscribe', topics: ['player'] });
    await later((m) => m.type === 'pong');
    expect(await later((m) => m.type === 'error' && m.topic === 'player')).toMatchObject({
      key: 'anonymous_user',
    });
    await fund(app.database, player.uid, 5_000);
    await admin.client.post(`/support/conversations/${conversation}/reply`, { text: 'Merhaba' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = socket.received.slice(before);
    expect(after.filter((m) => m.type === 'event' || m.type === 'snapshot')).toEqual([]);
    await socket.close();
  });

  it('drops a disabled operator from support topics and refuses new ones', async () => {
    const operator = await operatorOfRole(app, 'support');
    const socket = await connect(port, operator.live);
    socket.send({ type: 'subscribe', topics: [`support:${conversation}`, 'support:queue'] });
    await socket.waitFor((m) => m.type === 'snapshot' && m.topic === 'support:queue');

    const disabled = await admin.client.post('/operators/disable', { operatorId: operator.id });
    expect(disabled.body.result).toBe(true);
    const dropped = [
      await socket.waitFor((m) => m.type === 'error' && m.topic === 'support:queue', WITHIN),
      await socket.waitFor(
        (m) => m.type === 'error' && m.topic === `support:${conversation}`,
        WITHIN,
      ),
    ];
    expect(dropped.map((m) => m.key)).toEqual(['not_authorized', 'not_authorized']);
    const snapshots = socket.received.filter((m) => m.type === 'snapshot').length;
    socket.send({ type: 'subscribe', topics: ['support:queue'] });
    await socket.waitFor(
      (m) => m.type === 'error' && m.topic === 'support:queue' && m !== dropped[0],
    );
    expect(socket.received.filter((m) => m.type === 'snapshot')).toHaveLength(snapshots);
    await socket.close();
  });

  it('narrows an operator whose role loses the support permission', async () => {
    const operator = await operatorOfRole(app, 'support');
    const socket = await connect(port, operator.live);
    socket.send({ type: 'subscribe', topics: ['support:queue', 'feed:big-wins'] });
    await socket.waitFor((m) => m.type === 'snapshot' && m.topic === 'support:queue');
    await admin.client.post('/operators/role', { operatorId: operator.id, role: 'content' });
    expect(
      await socket.waitFor((m) => m.type === 'error' && m.topic === 'support:queue', WITHIN),
    ).toMatchObject({ key: 'not_authorized' });
    expect(socket.received.some((m) => m.type === 'error' && m.topic === 'feed:big-wins')).toBe(
      false,
    );
    await socket.close();
  });

  it('narrows a player whose session expires while the socket stays open', async () => {
    const idle = await signedInPlayer(app.database, { now: clock.now() });
    const socket = await connect(port, cookieHeader(idle.cookies));
    socket.send({ type: 'subscribe', topics: ['player'] });
    await socket.waitFor((m) => m.type === 'snapshot' && m.topic === 'player');
    for (let i = 0; i < 3; i++) socket.send({ type: 'ping', t: i });
    clock.advance(HOUR + 1_000);
    expect(
      await socket.waitFor((m) => m.type === 'error' && m.topic === 'player', WITHIN),
    ).toMatchObject({ key: 'anonymous_user' });
    await socket.close();
  });
});
