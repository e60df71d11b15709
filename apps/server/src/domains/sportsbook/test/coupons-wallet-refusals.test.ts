import { sql } from 'drizzle-orm';
import { translate, type MessageKey } from '@lale/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { deposit } from '../../../../test/support/bonus-fixture.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { balance, place, type Leg } from '../../../../test/support/coupons.ts';
import { createFootballEvent } from '../../../../test/support/sports-fixtures.ts';

const MR = 'football.match_result';
const TL = 100;
const LANGS = ['tr', 'en'] as const;

/** Each refusal the wallet raises while a coupon's stake is taken, as the player reads it. */
describe('sportsbook coupons: the wallet refusals of a placement', () => {
  let app: TestApp;
  let leg: Leg;

  beforeAll(async () => {
    app = await createTestApp();
    const event = await createFootballEvent(app.database.db);
    leg = { eventId: event.id, market: MR, selection: 'home', odds: event.odds[MR]!.home! };
  });
  afterAll(() => app.close());

  async function expectRefused(player: SignedInPlayer, stake: number, key: MessageKey) {
    const before = await balance(app, player.uid);
    for (const lang of LANGS) {
      const { status, body } = await place(app, player, { stakePerLine: stake, legs: [leg] }, lang);
      expect(status).toBe(200);
      expect(body).toMatchObject({ result: false, debug: key });
      expect(body.message).toBe(
        translate(key, lang, (body.data ?? undefined) as Record<string, unknown> | undefined),
      );
    }
    expect(await balance(app, player.uid)).toBe(before);
  }

  it('refuses a stake over the balance as insufficient funds', async () => {
    const player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 500);
    await expectRefused(player, 1_000, 'insufficient_funds');
  });

  it('refuses a stake over the daily loss limit with the limit named', async () => {
    const player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 1_000_000);
    const { body } = await app.call(
      'responsible_gaming',
      'set_limit',
      { kind: 'loss', period: 'day', amount: 2_000 },
      { cookies: player.cookies },
    );
    expect(body.result).toBe(true);
    await expectRefused(player, 2_001, 'rg_loss_limit_reached');
  });

  it("refuses a stake over a wagering bonus's maximum bet with the maximum named", async () => {
    const player = await signedInPlayer(app.database);
    await app.database.db.execute(
      sql`update users set promotion_code = 'HOSGELDIN' where id = ${player.uid}`,
    );
    await deposit(app.database.db, player.uid, 1_000 * TL);
    await expectRefused(player, 100 * TL + 1, 'bonus_max_bet');
  });

  it('refuses every stake during a time-out', async () => {
    const player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 1_000_000);
    await app.database.db
      .execute(sql`insert into rg_breaks (user_id, kind, duration, started_at, ends_at)
      values (${player.uid}, 'timeout', '24h', now(), now() + interval '1 day')`);
    await expectRefused(player, 1_000, 'rg_timeout_active');
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
