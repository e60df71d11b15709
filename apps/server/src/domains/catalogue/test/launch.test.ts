import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_TOKEN_TTL_MS, redeemLaunch } from '../launch-tokens.ts';
import { rowsOf } from '../../../db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let player: SignedInPlayer;
const clock = new Date('2026-11-21T12:00:00Z');
beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  player = await signedInPlayer(app.database, { now: clock });
});
afterAll(() => app.close());

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
async function launch(gameID: number, Lang?: string) {
  const { body } = await app.call(
    'casino',
    'init_game',
    { gameID, Lang },
    { cookies: player.cookies },
  );
  if (!body.result) throw new Error(body.debug);
  return body.data.url;
}

describe('casino init_game', () => {
  it('needs a session', async () => {
    const { body } = await app.call('casino', 'init_game', { gameID: 1 });
    expect(body).toMatchObject({ result: false, debug: 'anonymous_user' });
  });

  it("returns the engine's page with a one-time token and the language", async () => {
    const url = await launch(1, 'en');
    expect(url).toMatch(/^\/games\/slot\/\?token=[A-Za-z0-9_-]{43}&lang=en$/);
    const [row] = rowsOf<{ engine_id: string }>(
      await app.database.db.execute(sql`select engine_id from games where id = 1`),
    );
    expect(url.startsWith(`/games/${row!.engine_id}/`)).toBe(true);
  });

  it("names the game and its provider in the request's language", async () => {
    const reply = async (Lang: 'tr' | 'en') =>
      (await app.call('casino', 'init_game', { gameID: 1, Lang }, { cookies: player.cookies }))
        .body;
    const [row] = rowsOf<{ tr: string; en: string; provider: string }>(
      await app.database.db.execute(
        sql`select g.name ->> 'tr' as tr, g.name ->> 'en' as en, p.name as provider
            from games g join providers p on p.id = g.provider_id where g.id = 1`,
      ),
    );
    expect((await reply('tr')).data).toMatchObject({ name: row!.tr, providerName: row!.provider });
    expect((await reply('en')).data).toMatchObject({ name: row!.en, providerName: row!.provider });
  });

  it('binds the token to player, session and game; it works once', async () => {
    const url = await launch(5);
    const redeemed = await redeemLaunch(app.database.db, tokenOf(url), clock);
    expect(redeemed).toMatchObject({
      kind: 'casino',
      id: 5,
      userId: player.uid,
      sessionId: player.sessionId,
      lang: 'tr',
    });
    expect(await redeemLaunch(app.database.db, tokenOf(url), clock)).toBeNull();
  });

  it('expires after two minutes', async () => {
    const url = await launch(6);
    const late = new Date(clock.getTime() + LAUNCH_TOKEN_TTL_MS + 1);
    expect(await redeemLaunch(app.database.db, tokenOf(url), late)).toBeNull();
  });

  it('dies with its session', async () => {
    const other = await signedInPlayer(app.database, { now: clock });
    const { body } = await app.call(
      'casino',
      'init_game',
      { gameID: 7 },
      { cookies: other.cookies },
    );
    if (!body.result) throw new Error(body.debug);
    await app.database.db.execute(
      sql`update sessions set revoked_at = ${clock.toISOString()} where public_id = ${other.sessionId}`,
    );
    expect(await redeemLaunch(app.database.db, tokenOf(body.data.url), clock)).toBeNull();
  });

  it('refuses junk tokens without touching the database', async () => {
    for (const token of ['', 'x', "' or 1=1 --", 'a'.repeat(43) + '%'])
      expect(await redeemLaunch(app.database.db, token, clock)).toBeNull();
  });

  it('refuses unknown and disabled games clearly, in both languages', async () => {
    const unknown = await app.call(
      'casino',
      'init_game',
      { gameID: 999_999 },
      { cookies: player.cookies },
    );
    expect(unknown.body).toMatchObject({ result: false, code: 404, debug: 'game_not_found' });
    expect(unknown.body.message).toBe('Oyun bulunamadı veya şu anda oynanamıyor');
    await app.database.db.execute(sql`update games set enabled = false where id = 9`);
    const disabled = await app.call(
      'casino',
      'init_game',
      { gameID: 9, Lang: 'en' },
      { cookies: player.cookies },
    );
    expect(disabled.body).toMatchObject({ result: false, debug: 'game_not_found' });
    expect(disabled.body.message).toBe('This game was not found or cannot be played right now');
    await app.database.db.execute(
      sql`update providers set enabled = false where id = (select provider_id from games where id = 10)`,
    );
    const providerOff = await app.call(
      'casino',
      'init_game',
      { gameID: 10 },
      { cookies: player.cookies },
    );
    expect(providerOff.body).toMatchObject({ result: false, debug: 'game_not_found' });
    await app.database.db.execute(sql`update providers set enabled = true`);
  });

  it('refuses hostile ids', async () => {
    for (const gameID of ['1abc', '1; delete from games', -1, 0, 1e20, null])
      expect(
        (await app.call('casino', 'init_game', { gameID } as never, { cookies: player.cookies }))
          .body,
      ).toMatchObject({ result: false, code: 400 });
  });
});

describe('virtualgames init_game', () => {
  it('launches a seeded virtual game by provider and type', async () => {
    const { body } = await app.call(
      'virtualgames',
      'init_game',
      { providerID: 31, type: 'horse-racing' },
      { cookies: player.cookies },
    );
    if (!body.result) throw new Error(body.debug);
    // Virtual sports are the site's own pages; football has its screen, the others the hub.
    expect(body.data.url).toMatch(/^\/virtual-sports\?token=[\w-]{43}&lang=tr$/);
    const redeemed = await redeemLaunch(app.database.db, tokenOf(body.data.url), clock);
    expect(redeemed).toMatchObject({ kind: 'virtual', engineModel: 'horse-racing' });
    const anyType = await app.call(
      'virtualgames',
      'init_game',
      { providerID: 31 },
      { cookies: player.cookies },
    );
    expect(anyType.body.result).toBe(true);
    const football = await app.call(
      'virtualgames',
      'init_game',
      { providerID: 31, type: 'football' },
      { cookies: player.cookies },
    );
    expect(football.body.data?.url).toMatch(/^\/virtual-sports\/football\?token=/);
  });

  it('answers game_not_found for a provider without virtual games or an unknown type', async () => {
    for (const data of [
      { providerID: 1 },
      { providerID: 31, type: 'curling' },
      { providerID: 9999 },
    ]) {
      const { body } = await app.call('virtualgames', 'init_game', data, {
        cookies: player.cookies,
      });
      expect(body, JSON.stringify(data)).toMatchObject({ result: false, debug: 'game_not_found' });
    }
    const hostile = await app.call(
      'virtualgames',
      'init_game',
      { providerID: 31, type: "x' or '1'='1" },
      { cookies: player.cookies },
    );
    expect(hostile.body).toMatchObject({ result: false, code: 400 });
  });
});
