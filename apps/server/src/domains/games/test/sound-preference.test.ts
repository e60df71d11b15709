import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { findGame, openGame, studioRequest } from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
let other: SignedInPlayer;
let slot: { id: number };
let roulette: { id: number };
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  other = await signedInPlayer(app.database);
  slot = await findGame(app.database, 'slot', 'high');
  roulette = await findGame(app.database, 'roulette');
});
afterAll(() => app.close());

describe('the game pages’ sound switch, kept per player', () => {
  it('is off until the player turns it on, then on in every game session of theirs only', async () => {
    const first = await openGame(app, player, slot.id);
    expect((await first.get('/preferences')).body).toEqual({ soundMuted: true });
    const saved = await first.post('/preferences/sound', { muted: false });
    expect(saved).toEqual({ status: 200, body: { soundMuted: false } });

    const elsewhere = await openGame(app, player, roulette.id);
    expect((await elsewhere.get('/preferences')).body).toEqual({ soundMuted: false });
    const someoneElse = await openGame(app, other, slot.id);
    expect((await someoneElse.get('/preferences')).body).toEqual({ soundMuted: true });

    await elsewhere.post('/preferences/sound', { muted: true });
    expect((await first.get('/preferences')).body).toEqual({ soundMuted: true });
  });

  it('refuses a request without a game session or with a malformed choice', async () => {
    expect((await studioRequest(app, 'GET', '/preferences', null)).status).toBe(401);
    const game = await openGame(app, player, slot.id);
    expect((await game.post('/preferences/sound', { muted: 'yes' })).status).toBe(400);
  });
});
