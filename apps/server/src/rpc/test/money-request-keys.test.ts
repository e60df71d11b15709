import { sql } from 'drizzle-orm';
import { translate } from '@lale/contract/messages';
import { listMethods } from '@lale/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { accounts, bonusRows, testDefinition } from '../../../test/support/bonus-fixture.ts';
import { fund } from '../../../test/support/studio.ts';
import { newKey, place } from '../../../test/support/coupons.ts';
import { createFootballEvent } from '../../../test/support/sports-fixtures.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

const MR = 'football.match_result';
const TL = 100;

/** Issue 41: every money-moving method requires its key; a repeat answers the first reply. */
describe('request keys of the money-moving methods', () => {
  let app: TestApp;
  let player: SignedInPlayer;

  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 1_000_000);
  });
  afterAll(() => app.close());

  const moving = listMethods().filter(({ spec }) => spec.movesMoney);

  it.each(moving.map(({ className, methodName }) => [className, methodName] as const))(
    '%s.%s without a key is refused with the message, in tr and en',
    async (className, methodName) => {
      for (const Lang of ['tr', 'en'] as const) {
        const { status, body } = await app.call(className, methodName as never, { Lang } as never, {
          cookies: player.cookies,
        });
        expect(status).toBe(200);
        expect(body).toMatchObject({
          result: false,
          debug: 'request_key_required',
          message: translate('request_key_required', Lang),
        });
      }
    },
  );

  it('a coupon placed twice with the same key is one coupon, its stake taken once', async () => {
    const event = await createFootballEvent(app.database.db);
    const leg = { eventId: event.id, market: MR, selection: 'home', odds: event.odds[MR]!.home! };
    const requestKey = newKey();
    const before = (await accounts(app.database.db, player.uid)).cash;
    const first = await place(app, player, { requestKey, stakePerLine: 1_000, legs: [leg] });
    const again = await place(app, player, { requestKey, stakePerLine: 1_000, legs: [leg] });
    expect(first.body.result).toBe(true);
    expect(again.body).toMatchObject({ result: true, data: { coupon: first.body.data?.coupon } });
    const [row] = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as n from sport_coupons where user_id = ${player.uid}`,
      ),
    );
    expect(row!.n).toBe(1);
    expect((await accounts(app.database.db, player.uid)).cash).toBe(before - 1_000);
  });

  it('a coupon placement without a key places nothing', async () => {
    const event = await createFootballEvent(app.database.db);
    const leg = { eventId: event.id, market: MR, selection: 'home', odds: event.odds[MR]!.home! };
    const before = await accounts(app.database.db, player.uid);
    const { body } = await place(app, player, { requestKey: undefined, legs: [leg] }, 'tr');
    expect(body).toMatchObject({
      result: false,
      message: translate('request_key_required', 'tr'),
      data: { fields: { requestKey: translate('request_key_required', 'tr') } },
    });
    expect(await accounts(app.database.db, player.uid)).toEqual(before);
  });

  it('a bonus claimed twice with the same key answers the first grant; another key is refused', async () => {
    const definitionId = await testDefinition(app.database, { trigger: 'claim', cap: 50 * TL });
    const claimer = await signedInPlayer(app.database);
    const claim = (requestKey: string) =>
      app.call('bonus', 'claim', { definitionId, requestKey }, { cookies: claimer.cookies });
    const requestKey = newKey();
    const first = await claim(requestKey);
    expect(first.body.result).toBe(true);
    const again = await claim(requestKey);
    expect(again.body).toEqual(first.body);
    expect(await bonusRows(app.database.db, claimer.uid)).toHaveLength(1);
    expect((await accounts(app.database.db, claimer.uid)).bonus).toBe(50 * TL);
    const other = await claim(newKey());
    expect(other.body).toMatchObject({ result: false, debug: 'bonus_already_claimed' });
  });

  it('a key reused for another claim is refused, not answered with the first', async () => {
    const a = await testDefinition(app.database, { trigger: 'claim', cap: 10 * TL });
    const b = await testDefinition(app.database, { trigger: 'claim', cap: 20 * TL });
    const claimer = await signedInPlayer(app.database);
    const requestKey = newKey();
    const call = (definitionId: number) =>
      app.call('bonus', 'claim', { definitionId, requestKey }, { cookies: claimer.cookies });
    expect((await call(a)).body.result).toBe(true);
    expect((await call(b)).body).toMatchObject({
      result: false,
      data: { fields: { requestKey: translate('invalid_value', 'tr') } },
    });
    expect((await accounts(app.database.db, claimer.uid)).bonus).toBe(10 * TL);
  });
});
