import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../../test/support/accounts.ts';
import { connect } from '../../../../test/support/live-socket.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { findGame } from '../../../../test/support/studio.ts';

// A watcher of a Bet On Games room over a real socket: the draw as it is, then each reveal.
describe('Bet On Games on the live channel', () => {
  const clock = new TestClock();
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('shows the draw taking bets, then pushes the balls and the card one by one', async () => {
    const { id } = await findGame(app.database, 'bet-on-games');
    await app.scheduler.tick('bet-on-games');
    const watcher = await connect(port);
    watcher.send({ type: 'subscribe', topics: [`game:bet-on-games-${id}`] });
    const snapshot = await watcher.waitFor((m) => m.type === 'snapshot');
    expect(snapshot.payload).toMatchObject({
      type: 'bog.snapshot',
      draw: { phase: 'betting', serverSeed: null, balls: [] },
    });

    clock.advance(snapshot.payload.draw.drawsAt - clock.now().getTime());
    await app.scheduler.tick('bet-on-games');
    const first = await watcher.waitFor((m) => m.payload?.type === 'bog.reveal');
    expect(first.payload).toMatchObject({ index: 0, ball: expect.any(Number) });
    clock.advance(snapshot.payload.draw.revealMs * 8);
    await app.scheduler.tick('bet-on-games');
    const card = await watcher.waitFor(
      (m) => m.payload?.type === 'bog.reveal' && m.payload.index === 7,
    );
    expect(card.payload.card).toBeGreaterThanOrEqual(0);
    const settled = await watcher.waitFor((m) => m.payload?.type === 'bog.settled');
    expect(settled.payload.draw).toMatchObject({ phase: 'settled', balls: expect.any(Array) });
    expect(settled.payload.draw.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await watcher.close();
  });
});
