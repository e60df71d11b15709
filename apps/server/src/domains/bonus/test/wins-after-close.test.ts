import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { bankAccountForm } from '../../../../test/support/cashier-fixtures.ts';
import { fund, openGame, type StudioClient } from '../../../../test/support/studio.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { newKey, place } from '../../../../test/support/coupons.ts';
import { createFootballEvent } from '../../../../test/support/sports-fixtures.ts';
import {
  accounts,
  bonusRows,
  pauseAll,
  testDefinition,
} from '../../../../test/support/bonus-fixture.ts';

/**
 * Issue 32, defect 3: a win on a stake taken from bonus money follows the bonus's state when it
 * settles. While the bonus wagers its share goes back to the bonus account; once a withdrawal
 * request has forfeited the bonus, that share stays with the house and only the cash share of
 * the stake is paid as cash.
 */
const TL = 100;
const MR = 'football.match_result';

const clock = new TestClock(Date.now());
let app: TestApp;
let definitionId: number;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  await pauseAll(app.database.db);
  // A claimable 500 TL, staked before cash, wagered ten times, forfeited by a withdrawal.
  definitionId = await testDefinition(app.database, {
    kind: 'deposit_match',
    trigger: 'claim',
    cap: 500 * TL,
    wageringMultiple: 10,
    gameWeights: { sports: 100, crash: 100 },
    stakeOrder: 'bonus_first',
    forfeitOnWithdrawal: true,
  });
}, 300_000);
afterAll(() => app.close());

const as = (player: SignedInPlayer) => ({ cookies: player.cookies });

/** A player with 300 TL cash who claims the 500 TL bonus through the API. */
async function playerWithBonus(): Promise<SignedInPlayer> {
  const player = await signedInPlayer(app.database, { now: clock.now() });
  await fund(app.database, player.uid, 300 * TL);
  // `as never`: the claim's payload gains a requestKey (issue 32), accepted either way.
  const claim = { definitionId, requestKey: newKey() } as never;
  const { body } = await app.call('bonus', 'claim', claim, as(player));
  if (!body.result) throw new Error(JSON.stringify(body));
  expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 300 * TL, bonus: 500 * TL });
  return player;
}

/** A small withdrawal request, accepted as forfeiting the wagering bonus. */
async function requestWithdrawal(player: SignedInPlayer, amount: number) {
  const saved = await app.call('finance', 'save_bank_account', bankAccountForm(), as(player));
  if (!saved.body.result) throw new Error(JSON.stringify(saved.body));
  const { body } = await app.call(
    'prepayServices',
    'processTransaction',
    {
      Type: 2,
      methodID: 201,
      amount,
      identityValidityDate: '2031-01-01',
      bankAccountID: saved.body.data.bankAccountID,
      // The player was told the withdrawal forfeits the bonus and accepted (issue 38).
      acceptBonusForfeit: true,
      requestKey: newKey(),
    } as never,
    as(player),
  );
  if (!body.result) throw new Error(JSON.stringify(body));
}

async function expectLedgerSound() {
  expect((await checkLedger(app.database.db)).violations).toEqual([]);
}

describe('a coupon staked with bonus money', () => {
  async function couponOfBonusMoney(player: SignedInPlayer) {
    const event = await createFootballEvent(app.database.db);
    const { body } = await place(app, player, {
      legs: [{ eventId: event.id, market: MR, selection: 'home', odds: event.odds[MR]!.home! }],
      stakePerLine: 500 * TL,
    });
    if (!body.result) throw new Error(JSON.stringify(body));
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 300 * TL, bonus: 0 });
    return body.data.coupon.id;
  }
  async function cashOut(player: SignedInPlayer, couponId: number) {
    const coupon = await app.call('sportsbook', 'get_coupon', { couponId }, as(player));
    if (!coupon.body.result) throw new Error(JSON.stringify(coupon.body));
    const offer = coupon.body.data.cashOutOffer!;
    expect(offer).toBeGreaterThan(0);
    const { body } = await app.call(
      'sportsbook',
      'cash_out',
      { couponId, offer, requestKey: newKey() },
      as(player),
    );
    expect(body).toMatchObject({ result: true });
    return offer;
  }

  it('pays a cash-out after the bonus was forfeited to the house, not to cash', async () => {
    const player = await playerWithBonus();
    const couponId = await couponOfBonusMoney(player);
    await requestWithdrawal(player, 100 * TL);
    expect((await bonusRows(app.database.db, player.uid))[0]).toMatchObject({
      status: 'forfeited',
    });
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 200 * TL, bonus: 0 });

    await cashOut(player, couponId);
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 200 * TL, bonus: 0 });
    await expectLedgerSound();
  });

  it('pays a cash-out back into the bonus while it still wagers', async () => {
    const player = await playerWithBonus();
    const couponId = await couponOfBonusMoney(player);
    const offer = await cashOut(player, couponId);
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 300 * TL, bonus: offer });
    await expectLedgerSound();
  });
});

describe('a crash bet staked with bonus money', () => {
  let room: { id: number; schedule: string };
  beforeAll(async () => {
    const [row] = rowsOf<{ id: number }>(
      await app.database.db.execute(
        sql`select id from games where engine_id = 'crash' and enabled order by id limit 1`,
      ),
    );
    room = { id: Number(row!.id), schedule: `crash:crash-${row!.id}` };
  });
  const tick = () => app.scheduler.tick(room.schedule);
  const roundRow = async () =>
    rowsOf<{ phase: string; crash_point: number; betting_ends_at: string }>(
      await app.database.db.execute(sql`select * from crash_rounds
        where room = ${`crash-${room.id}`} order by chain_id desc, round_number desc limit 1`),
    )[0]!;

  /** Ticks the room until a round takes bets and will fly past 2x. */
  async function bettingRoundPast2x(): Promise<{ betting_ends_at: string }> {
    for (let i = 0; i < 400; i++) {
      await tick();
      const round = await roundRow();
      if (round.phase === 'betting' && Number(round.crash_point) >= 200) return round;
      clock.advance(5_000);
    }
    throw new Error('no crash round past 2x');
  }

  it('pays a cash-out after the bonus was forfeited to the house, not to cash', async () => {
    const player = await playerWithBonus();
    const game: StudioClient = await openGame(app, player, room.id);
    const round = await bettingRoundPast2x();
    const placed = await game.post('/crash/bet', {
      slot: 0,
      stake: 500 * TL,
      requestId: randomUUID(),
      autoCashoutHundredths: null,
    });
    expect(placed.status).toBe(200);
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 300 * TL, bonus: 0 });
    clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
    await tick();
    expect((await roundRow()).phase).toBe('flying');

    await requestWithdrawal(player, 100 * TL);
    expect((await bonusRows(app.database.db, player.uid))[0]).toMatchObject({
      status: 'forfeited',
    });
    clock.advance(1_000);
    const cashed = await game.post('/crash/cashout', { slot: 0, requestId: randomUUID() });
    expect(cashed.status).toBe(200);
    expect(cashed.body.bet.payout).toBeGreaterThan(500 * TL);
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 200 * TL, bonus: 0 });
    await expectLedgerSound();
  });
});
