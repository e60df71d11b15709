import { randomUUID } from 'node:crypto';
import { hashServerSeed } from '@lale/games/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { findGame, fund, openGame } from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 10_000_000);
  const slot = await findGame(app.database, 'slot', 'low');
  const game = await openGame(app, player, slot.id);
  for (let i = 0; i < 3; i++)
    await game.post('/slot/spin', { bet: slot.minBet, requestId: randomUUID() });
});
afterAll(() => app.close());

type GamesMethod = 'list_rounds' | 'get_fairness' | 'rotate_seed' | 'set_client_seed';
const call = <M extends GamesMethod>(method: M, data: object = {}) =>
  app.call('games', method, data as never, { cookies: player.cookies });

describe('RPC class games', () => {
  it('needs a session for every method', async () => {
    for (const method of [
      'list_rounds',
      'get_fairness',
      'rotate_seed',
      'set_client_seed',
    ] as const) {
      const { body } = await app.call('games', method, { clientSeed: 'x' } as never);
      expect(body).toMatchObject({ result: false, debug: 'anonymous_user' });
    }
  });

  it('lists the rounds with paging; the server seed appears only after rotation', async () => {
    const { body } = await call('list_rounds', { limit: 2 });
    expect(body.result).toBe(true);
    if (!body.result) return;
    expect(body.pagination).toEqual({ limit: 2, offset: 0, total: 3 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ engine: 'slot', status: 'settled', serverSeed: null });
    expect(body.data[0]!.gameName).toMatch(/\w/);
    const hash = body.data[0]!.serverSeedHash;
    const rotated = await call('rotate_seed');
    expect(rotated.body.result).toBe(true);
    const after = await call('list_rounds', { limit: 10, offset: 0 });
    if (!after.body.result) throw new Error('list failed');
    const seed = after.body.data[0]!.serverSeed!;
    expect(hashServerSeed(seed)).toBe(hash);
    expect(after.body.data.every((row) => row.serverSeed === seed)).toBe(true);
  });

  it('filters by dates and refuses bad limits', async () => {
    const future = await call('list_rounds', { startDate: '2999-01-01' });
    expect(future.body.result && future.body.data).toEqual([]);
    const bad = await call('list_rounds', { limit: 101 });
    expect(bad.body.result).toBe(false);
  });

  it('shows and changes the seeds', async () => {
    const set = await call('set_client_seed', { clientSeed: 'from the site' });
    expect(set.body).toMatchObject({
      result: true,
      data: { clientSeed: 'from the site', nonce: 0 },
    });
    const shown = await call('get_fairness');
    expect(shown.body).toMatchObject({ result: true, data: { clientSeed: 'from the site' } });
    expect((await call('set_client_seed', { clientSeed: 'x'.repeat(65) })).body.result).toBe(false);
  });
});
