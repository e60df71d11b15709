import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  findGame,
  fund,
  launchToken,
  openGame,
  studioRequest,
} from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 1_000_000);
});
afterAll(() => app.close());

describe('POST /games/api/v1/session', () => {
  it('redeems the launch token once and describes the game, balance and seeds', async () => {
    const slot = await findGame(app.database, 'slot', 'high');
    const token = await launchToken(app, player, slot.id, 'en');
    const { status, body } = await studioRequest(app, 'POST', '/session', null, { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      game: {
        kind: 'casino',
        id: slot.id,
        engine: 'slot',
        model: 'high',
        minBet: slot.minBet,
        maxBet: slot.maxBet,
      },
      lang: 'en',
      balance: 1_000_000,
      fairness: { serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 },
    });
    expect(body.game.name).toMatch(/\w/);
    expect(body.game.provider).toMatch(/\w/);
    const again = await studioRequest(app, 'POST', '/session', null, { token });
    expect(again).toMatchObject({ status: 401, body: { error: { code: 'launch_invalid' } } });
  });

  it('refuses garbage tokens and bodies with 4xx JSON errors', async () => {
    for (const payload of [
      { token: 'x'.repeat(43) },
      { token: 5 },
      {},
      { token: 'a'.repeat(5000) },
    ]) {
      const { status, body } = await studioRequest(app, 'POST', '/session', null, payload);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.error.code).toMatch(/launch_invalid|invalid_request/);
    }
    const response = await app.server.inject({
      method: 'POST',
      url: '/games/api/v1/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
  });

  it('answers engine_unavailable (404) for a game whose engine model the studio does not play', async () => {
    const crash = await findGame(app.database, 'crash');
    await app.database.db.execute(
      sql`update games set engine_model = 'not-a-model' where id = ${crash.id}`,
    );
    const token = await launchToken(app, player, crash.id);
    const { status, body } = await studioRequest(app, 'POST', '/session', null, { token });
    expect(status).toBe(404);
    expect(body.error.code).toBe('engine_unavailable');
  });
});

describe('bearer game sessions', () => {
  it('needs a valid token; a made-up one or none is 401 in every route', async () => {
    for (const token of [null, 'x'.repeat(43), 'short']) {
      const { status, body } = await studioRequest(app, 'GET', '/balance', token);
      expect(status).toBe(401);
      expect(body.error.code).toBe('session_invalid');
    }
    const spin = await studioRequest(app, 'POST', '/slot/spin', 'x'.repeat(43), {
      bet: 100,
      requestId: randomUUID(),
    });
    expect(spin.status).toBe(401);
  });

  it("ends with the site session, and one player's token only ever plays that player's money", async () => {
    const other = await signedInPlayer(app.database);
    await fund(app.database, other.uid, 500_000);
    const slot = await findGame(app.database, 'slot', 'low');
    const mine = await openGame(app, player, slot.id);
    const theirs = await openGame(app, other, slot.id);
    expect((await mine.get('/balance')).body.balance).not.toBe(
      (await theirs.get('/balance')).body.balance,
    );
    const spin = await theirs.post('/slot/spin', { bet: slot.minBet, requestId: randomUUID() });
    expect(spin.status).toBe(200);
    const mineRounds = (await mine.get('/rounds')).body.rounds.map((r: { id: string }) => r.id);
    expect(mineRounds).not.toContain(spin.body.round.id);
    await app.database.db.execute(
      sql`update sessions set revoked_at = now() where public_id = ${other.sessionId}`,
    );
    expect((await theirs.get('/balance')).status).toBe(401);
  });

  it('tells errors in the session language', async () => {
    const slot = await findGame(app.database, 'slot', 'low');
    const tr = await openGame(app, player, slot.id, 'tr');
    const en = await openGame(app, player, slot.id, 'en');
    const bad = { bet: slot.maxBet + 1, requestId: randomUUID() };
    expect((await tr.post('/slot/spin', bad)).body.error.message).toMatch(/bahis/i);
    expect((await en.post('/slot/spin', bad)).body.error.message).toMatch(/bet must be/);
    expect((await en.post('/roulette/spin', { bets: [], requestId: randomUUID() })).status).toBe(
      400,
    );
  });
});

describe('fairness', () => {
  it('sets a printable client seed of 1-64 characters and refuses others', async () => {
    const slot = await findGame(app.database, 'slot', 'low');
    const game = await openGame(app, player, slot.id);
    const set = await game.post('/fairness/client-seed', { clientSeed: 'my lucky seed!' });
    expect(set).toMatchObject({ status: 200, body: { clientSeed: 'my lucky seed!' } });
    for (const clientSeed of ['', 'x'.repeat(65), 'tab\there', 'ünicode', 42, null]) {
      const { status, body } = await game.post('/fairness/client-seed', { clientSeed });
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_client_seed');
    }
    expect((await game.get('/fairness')).body.clientSeed).toBe('my lucky seed!');
  });

  it('keeps one active seed pair per player, even when asked concurrently', async () => {
    const fresh = await signedInPlayer(app.database);
    const slot = await findGame(app.database, 'slot', 'low');
    const game = await openGame(app, fresh, slot.id);
    await Promise.all([
      game.get('/fairness'),
      game.post('/fairness/rotate'),
      game.get('/fairness'),
    ]);
    const [row] = rowsOf<{ n: number | string }>(
      await app.database.db.execute(
        sql`select count(*) as n from studio_seed_pairs where user_id = ${fresh.uid} and active`,
      ),
    );
    expect(Number(row!.n)).toBe(1);
  });
});
