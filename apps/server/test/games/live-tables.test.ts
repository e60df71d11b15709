import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../support/players.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, studioRequest } from './support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 10_000_000);
});
afterAll(() => app.close());

/** An always-open live table of a type, launched and opened as the game page does. */
async function openTable(type: string) {
  const [table] = rowsOf<{ id: number; min_bet: number | string }>(
    await app.database.db.execute(sql`select id, min_bet from live_tables
      where type = ${type} and enabled and opens_minute = closes_minute order by id limit 1`),
  );
  const { body } = await app.call(
    'livecasino',
    'init_game',
    { tableID: table!.id, Lang: 'en' },
    { cookies: player.cookies },
  );
  if (!body.result) throw new Error(body.debug);
  const token = new URL(body.data.url, 'http://x').searchParams.get('token');
  const opened = await studioRequest(app, 'POST', '/session', null, { token });
  return { opened, minBet: Number(table!.min_bet) };
}

describe('live tables on their family engine', () => {
  it('plays a money wheel as classic roulette', async () => {
    const { opened, minBet } = await openTable('game-show');
    expect(opened.status).toBe(200);
    expect(opened.body.game).toMatchObject({
      kind: 'livecasino',
      engine: 'roulette',
      model: 'money-wheel',
    });
    const spin = await studioRequest(app, 'POST', '/roulette/spin', opened.body.sessionToken, {
      bets: [{ type: 'red', amount: minBet }],
      requestId: randomUUID(),
    });
    expect(spin.status).toBe(200);
    expect(spin.body.round.outcome.pocket).toBeGreaterThanOrEqual(0);
  });

  it('deals baccarat tables from the blackjack engine', async () => {
    const { opened, minBet } = await openTable('baccarat');
    expect(opened.body.game).toMatchObject({ engine: 'blackjack', model: 'baccarat' });
    const dealt = await studioRequest(app, 'POST', '/blackjack/deal', opened.body.sessionToken, {
      bet: minBet,
      requestId: randomUUID(),
    });
    expect(dealt.status).toBe(200);
    expect(dealt.body.hand.hands[0].cards).toHaveLength(2);
  });
});
