import { eq } from 'drizzle-orm';
import { IP_INFO_PATH, NORTHERN_CYPRUS } from '@lale/contract/geo';
import { responsibleGamingMessages } from '@lale/contract/messages-responsible-gaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { API, findGame, fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createFootballEvent, type TestEvent } from '../../../../test/support/sports-fixtures.ts';
import { newKey } from '../../../../test/support/coupons.ts';
import { tableOf } from '../../../../test/support/live-table-helpers.ts';
import { addressOf, CYTA, KKTC_TELEKOM, TURK_TELEKOM } from './region-support.ts';

const NOTICE = responsibleGamingMessages.rg_region_restricted;
const MR = 'football.match_result';

describe('northern Cyprus: slots, live casino and sports bets refused (TRUST_PROXY on)', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  let north: string;
  let turkey: string;
  let south: string;
  let slot: number;
  let crash: number;
  let roulette: number;
  let table: number;
  let event: TestEvent;

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const as = (who: SignedInPlayer, ip: string) => ({ cookies: who.cookies, headers: from(ip) });
  const launchSlot = (who: SignedInPlayer, ip: string, Lang = 'en') =>
    app.call('casino', 'init_game', { gameID: slot, Lang }, as(who, ip));
  const launchTable = (who: SignedInPlayer, ip: string, Lang = 'en') =>
    app.call('livecasino', 'init_game', { tableID: table, Lang }, as(who, ip));
  const placeCoupon = (who: SignedInPlayer, ip: string, Lang = 'en') =>
    app.call(
      'sportsbook',
      'place_coupon',
      {
        requestKey: newKey(),
        kind: 'single',
        stakePerLine: 1_000,
        legs: [{ eventId: event.id, market: MR, selection: 'home', odds: event.odds[MR]!.home! }],
        Lang,
      },
      as(who, ip),
    );
  const studio = async (
    method: 'GET' | 'POST',
    path: string,
    ip: string,
    token: string,
    body?: object,
  ) => {
    const response = await app.server.inject({
      method,
      url: `${API}${path}`,
      headers: { authorization: `Bearer ${token}`, ...from(ip) },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const openSession = async (url: string) =>
    (
      await app.server.inject({
        method: 'POST',
        url: `${API}/session`,
        payload: { token: new URL(url, 'http://x').searchParams.get('token') },
      })
    ).json().sessionToken as string;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 10_000_000);
    [north, turkey, south] = await Promise.all([
      addressOf(KKTC_TELEKOM),
      addressOf(TURK_TELEKOM),
      addressOf(CYTA),
    ]);
    slot = (await findGame(app.database, 'slot')).id;
    crash = (await findGame(app.database, 'crash')).id;
    roulette = (await findGame(app.database, 'roulette')).id;
    table = (await tableOf(app, 'roulette')).id;
    event = await createFootballEvent(app.database.db);
  });
  afterAll(() => app.close());

  it('ip-info places the addresses from the packaged databases', async () => {
    const info = async (ip: string) =>
      (await app.server.inject({ method: 'GET', url: IP_INFO_PATH, headers: from(ip) })).json();
    expect((await info(north)).data).toMatchObject({
      ip: north,
      region: 'northern-cyprus',
      restricted: true,
    });
    expect((await info(turkey)).data).toEqual({
      ip: turkey,
      country: 'TR',
      region: null,
      restricted: false,
    });
    expect((await info(south)).data).toEqual({
      ip: south,
      country: 'CY',
      region: null,
      restricted: false,
    });
  });

  it('refuses a slot launch, a live table launch and a coupon with the notice, in tr and en', async () => {
    const before = await app.call('casino', 'init_game', { gameID: slot }, as(player, turkey));
    expect(before.body.result).toBe(true);
    for (const lang of ['tr', 'en'] as const) {
      for (const call of [launchSlot, launchTable, placeCoupon]) {
        const { body } = await call(player, north, lang);
        expect(body).toMatchObject({
          result: false,
          debug: 'rg_region_restricted',
          message: NOTICE[lang],
        });
      }
    }
  });

  it('serves the rest: crash, table games, the lobby and the cashier', async () => {
    for (const gameID of [crash, roulette]) {
      const { body } = await app.call('casino', 'init_game', { gameID }, as(player, north));
      expect(body.result, JSON.stringify(body)).toBe(true);
    }
    const lobby = await app.call(
      'casino',
      'games_list',
      { limit: 10, offset: 0 },
      as(player, north),
    );
    expect(lobby.body.result).toBe(true);
    const cashier = await app.call('finance', 'check_balance', {}, as(player, north));
    expect(cashier.body).toMatchObject({ result: true, data: [{ balance: expect.any(Number) }] });
  });

  it('serves a Turkish and a southern-Cyprus address every product', async () => {
    for (const ip of [turkey, south]) {
      expect((await launchSlot(player, ip)).body.result).toBe(true);
      expect((await launchTable(player, ip)).body.result).toBe(true);
      const coupon = await placeCoupon(player, ip);
      expect(coupon.body.result, JSON.stringify(coupon.body)).toBe(true);
    }
  });

  it('refuses a slot spin and a live bet made from the north in a game opened elsewhere', async () => {
    const slotUrl = (await launchSlot(player, turkey)).body;
    const tableUrl = (await launchTable(player, turkey)).body;
    if (!slotUrl.result || !tableUrl.result) throw new Error('launch failed');
    const slotSession = await openSession(slotUrl.data.url);
    const spin = {
      bet: (await findGame(app.database, 'slot')).minBet,
      requestId: crypto.randomUUID(),
    };
    const refused = await studio('POST', '/slot/spin', north, slotSession, spin);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { code: 'rg_region_restricted', message: NOTICE.en } },
    });
    expect((await studio('POST', '/slot/spin', turkey, slotSession, spin)).status).toBe(200);

    const tableSession = await openSession(tableUrl.data.url);
    const bet = {
      game: 'roulette',
      bets: [{ type: 'red', amount: (await tableOf(app, 'roulette')).minBet }],
      requestId: crypto.randomUUID(),
    };
    expect(await studio('POST', '/live/bets', north, tableSession, bet)).toMatchObject({
      status: 403,
      body: { error: { code: 'rg_region_restricted', message: NOTICE.en } },
    });
    // The room itself stays open to watch.
    expect((await studio('GET', '/live/state', north, tableSession)).status).toBe(200);
    // A move that stakes nothing is not refused for the region (a hand in play can end); one
    // that stakes more is.
    const move = (action: string) =>
      studio('POST', '/live/blackjack/action', north, tableSession, {
        action,
        requestId: crypto.randomUUID(),
      });
    expect((await move('stand')).body.error?.code).not.toBe('rg_region_restricted');
    expect((await move('double')).body.error?.code).toBe('rg_region_restricted');
    const fold = await studio('POST', '/live/holdem/decision', north, tableSession, {
      decision: 'fold',
      requestId: crypto.randomUUID(),
    });
    expect(fold.body.error?.code).not.toBe('rg_region_restricted');
  });

  it('refuses a player who declared northern Cyprus from any address', async () => {
    const citizen = await signedInPlayer(app.database);
    await app.database.db
      .update(users)
      .set({ country: NORTHERN_CYPRUS })
      .where(eq(users.id, citizen.uid));
    for (const ip of [turkey, south]) {
      for (const call of [launchSlot, launchTable, placeCoupon]) {
        const { body } = await call(citizen, ip, 'tr');
        expect(body).toMatchObject({ result: false, message: NOTICE.tr });
      }
    }
    const info = await app.server.inject({
      method: 'GET',
      url: IP_INFO_PATH,
      headers: from(turkey),
      cookies: citizen.cookies,
    });
    expect(info.json().data).toMatchObject({ country: 'TR', region: null, restricted: true });
    const crashLaunch = await app.call(
      'casino',
      'init_game',
      { gameID: crash },
      as(citizen, turkey),
    );
    expect(crashLaunch.body.result).toBe(true);
  });
});

describe('TRUST_PROXY off: the socket address counts, X-Forwarded-For is ignored', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  let north: string;
  let slot: number;
  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    north = await addressOf(KKTC_TELEKOM);
    slot = (await findGame(app.database, 'slot')).id;
  });
  afterAll(() => app.close());

  it('serves a forwarded northern address and refuses a northern socket', async () => {
    const forwarded = await app.call(
      'casino',
      'init_game',
      { gameID: slot },
      { cookies: player.cookies, headers: { 'x-forwarded-for': north } },
    );
    expect(forwarded.body.result).toBe(true);
    const direct = await app.call(
      'casino',
      'init_game',
      { gameID: slot, Lang: 'en' },
      { cookies: player.cookies, remoteAddress: north },
    );
    expect(direct.body).toMatchObject({ result: false, message: NOTICE.en });
    const info = await app.server.inject({
      method: 'GET',
      url: IP_INFO_PATH,
      headers: { 'x-forwarded-for': north },
    });
    expect(info.json().data).toMatchObject({ ip: '127.0.0.1', restricted: false });
  });
});
