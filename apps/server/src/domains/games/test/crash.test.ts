import { randomUUID } from 'node:crypto';
import { multiplierAt, verifyCrashRound } from '@lale/games/crash';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  fund,
  ledgerBalance,
  openGame,
  type Json,
  type StudioClient,
} from '../../../../test/support/studio.ts';
import { crashRoom, type CrashRoom } from './crash-room.ts';

/** Crash rounds on a controlled clock (crash-room.ts). */
describe('crash games: shared rounds, bets and cash-outs', () => {
  const clock = new TestClock();
  let app: TestApp;
  let room: CrashRoom;
  let alice: SignedInPlayer;
  let bob: SignedInPlayer;
  let aliceGame: StudioClient;
  let bobGame: StudioClient;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    room = await crashRoom(app, clock, 'spaceman');
    alice = await signedInPlayer(app.database, { now: clock.now() });
    bob = await signedInPlayer(app.database, { now: clock.now() });
    await fund(app.database, alice.uid, 1_000_000);
    await fund(app.database, bob.uid, 1_000_000);
    aliceGame = await openGame(app, alice, room.id);
    bobGame = await openGame(app, bob, room.id);
  });
  afterAll(() => app.close());

  const tick = () => room.tick();
  const roundRow = () => room.roundRow();
  const roundCrashingAtLeast = (minimum: number) => room.roundCrashingAtLeast(minimum);
  const playOut = () => room.playOut();
  const bet = (game: StudioClient, body: Json) =>
    game.post('/crash/bet', { requestId: randomUUID(), autoCashoutHundredths: null, ...body });

  it('opens a round taking bets, with the rules and the chain a player can check', async () => {
    await tick();
    const { status, body } = await aliceGame.get('/crash/state');
    expect(status).toBe(200);
    expect(body.snapshot.phase).toBe('betting');
    expect(body.snapshot.round.gameHash).toBeNull();
    expect(body.snapshot.round.crashPointHundredths).toBeNull();
    expect(body.rules).toMatchObject({
      model: 'spaceman',
      rtpBasisPoints: 9650,
      halfCashout: true,
    });
    expect(body.rules.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the stake at once, answers a retry with the same bet, and refuses a second bet in the slot', async () => {
    await roundCrashingAtLeast(100);
    const before = await ledgerBalance(app.database, alice.uid);
    const requestId = randomUUID();
    const first = await bet(aliceGame, { slot: 0, stake: 10_000, requestId });
    expect(first.status).toBe(200);
    expect(first.body.bet).toMatchObject({ stake: 10_000, status: 'open', riding: 10_000 });
    const again = await bet(aliceGame, { slot: 0, stake: 10_000, requestId });
    expect(again.body.bet.betId).toBe(first.body.bet.betId);
    expect(await ledgerBalance(app.database, alice.uid)).toBe(before - 10_000);
    const twice = await bet(aliceGame, { slot: 0, stake: 5_000 });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('bet_exists');
    await playOut();
  });

  it('pays a cash-out at the multiplier of the server clock; a late one is refused and the bet lost', async () => {
    const round = await roundCrashingAtLeast(150);
    await bet(aliceGame, { slot: 0, stake: 10_000 });
    await bet(bobGame, { slot: 1, stake: 20_000 });
    const aliceBefore = await ledgerBalance(app.database, alice.uid);
    clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
    await tick();
    const flying = await roundRow();
    expect(flying.phase).toBe('flying');
    const early = await bet(bobGame, { slot: 0, stake: 1_000 });
    expect(early.body.error.code).toBe('betting_closed');

    clock.advance(5_000);
    const expected = multiplierAt(clock.ms - Date.parse(flying.started_at!));
    const cashed = await aliceGame.post('/crash/cashout', { slot: 0, requestId: randomUUID() });
    expect(cashed.status).toBe(200);
    expect(cashed.body.bet.cashouts[0].atHundredths).toBe(
      Math.min(expected, Number(flying.crash_point)),
    );
    const half = Math.floor(10_000 / 2);
    const payout =
      Math.floor((half * expected) / 100) + Math.floor(((10_000 - half) * expected) / 100);
    expect(cashed.body.bet.payout).toBe(payout);
    expect(await ledgerBalance(app.database, alice.uid)).toBe(aliceBefore + payout);

    clock.advance(Date.parse(flying.crashes_at!) - clock.ms);
    const late = await bobGame.post('/crash/cashout', { slot: 1, requestId: randomUUID() });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('not_flying');
    await tick();
    const history = await bobGame.get('/crash/history');
    expect(history.body.bets[0]).toMatchObject({ status: 'lost', payout: 0 });
    const state = await bobGame.get('/crash/state');
    const last = state.body.snapshot.history[0];
    expect(last.crashPointHundredths).toBe(Number(flying.crash_point));
    // Anyone can recompute the round from its revealed hash and the published salt.
    const proof = verifyCrashRound({
      gameHash: last.gameHash,
      salt: state.body.rules.salt,
      edgeBasisPoints: 350,
      maxMultiplierHundredths: 500_000,
    });
    expect(proof.crashPointHundredths).toBe(last.crashPointHundredths);
  });

  it('a cash-out in the first instants of a flight is paid the 1.01x the page offers', async () => {
    const round = await roundCrashingAtLeast(101);
    await bet(bobGame, { slot: 0, stake: 10_000 });
    const before = await ledgerBalance(app.database, bob.uid);
    clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
    await tick();
    const flying = await roundRow();
    expect(flying.phase).toBe('flying');
    clock.advance(Date.parse(flying.started_at!) - clock.ms + 50);
    expect(multiplierAt(clock.ms - Date.parse(flying.started_at!))).toBe(100);
    const cashed = await bobGame.post('/crash/cashout', { slot: 0, requestId: randomUUID() });
    expect(cashed.status).toBe(200);
    expect(cashed.body.bet.cashouts[0].atHundredths).toBe(101);
    expect(cashed.body.bet.payout).toBe(10_100);
    expect(await ledgerBalance(app.database, bob.uid)).toBe(before + 10_100);
    await playOut();
  });

  it('an automatic cash-out pays at its target even when the leader looks late', async () => {
    const round = await roundCrashingAtLeast(200);
    await bet(aliceGame, { slot: 0, stake: 10_000, autoCashoutHundredths: 150 });
    const before = await ledgerBalance(app.database, alice.uid);
    clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
    await tick();
    clock.advance(60_000);
    await tick();
    const history = await aliceGame.get('/crash/history');
    expect(history.body.bets[0]).toMatchObject({ status: 'cashed_out', payout: 15_000 });
    expect(await ledgerBalance(app.database, alice.uid)).toBe(before + 15_000);
  });

  it("refuses a stake over the catalogue's maximum, which the launch reply and the rules state", async () => {
    const [catalogue] = rowsOf<{ max_bet: number | string }>(
      await app.database.db.execute(sql`select max_bet from games where id = ${room.id}`),
    );
    const maxBet = Number(catalogue!.max_bet);
    expect(aliceGame.opened.game.maxBet).toBe(maxBet);
    await roundCrashingAtLeast(100);
    const state = await aliceGame.get('/crash/state');
    expect(state.body.rules.maxBet).toBe(maxBet);
    const before = await ledgerBalance(app.database, alice.uid);
    const over = await bet(aliceGame, { slot: 0, stake: maxBet + 100 });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({
      code: 'bet_out_of_range',
      message: "The bet must be within this game's minimum and maximum.",
    });
    expect(await ledgerBalance(app.database, alice.uid)).toBe(before);
    const atMax = await bet(aliceGame, { slot: 0, stake: maxBet });
    expect(atMax.status).toBe(200);
    await playOut();
  });

  it('half cash-out pays half and lets the rest ride', async () => {
    const round = await roundCrashingAtLeast(300);
    await bet(bobGame, { slot: 0, stake: 10_001 });
    clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
    await tick();
    clock.advance(1_000);
    const half = await bobGame.post('/crash/cashout', {
      slot: 0,
      portion: 'half',
      requestId: randomUUID(),
    });
    expect(half.status).toBe(200);
    expect(half.body.bet).toMatchObject({ status: 'partly_cashed_out', riding: 5_001 });
    const again = await bobGame.post('/crash/cashout', {
      slot: 0,
      portion: 'half',
      requestId: randomUUID(),
    });
    expect(again.body.error.code).toBe('already_cashed_out');
    clock.advance(500);
    const rest = await bobGame.post('/crash/cashout', { slot: 0, requestId: randomUUID() });
    expect(rest.body.bet).toMatchObject({ status: 'cashed_out', riding: 0 });
    expect(rest.body.bet.cashouts).toHaveLength(2);
    await playOut();
  });

  it('a new leader after a crash of the process settles the round it finds open', async () => {
    const round = await roundCrashingAtLeast(100);
    await bet(aliceGame, { slot: 0, stake: 3_000 });
    clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
    await tick();
    // The process dies mid-flight; another takes the lease once it has run out.
    const second = app.anotherScheduler();
    clock.advance(120_000);
    await second.tick(room.schedule);
    const settled = rowsOf<{ settled_at: string | null; open: number | string }>(
      await app.database.db.execute(sql`select r.settled_at,
          (select count(*) from crash_bets b where b.round_id = r.id and b.status = 'open') as open
        from crash_rounds r where r.id = ${round.id}`),
    )[0]!;
    expect(settled.settled_at).not.toBeNull();
    expect(Number(settled.open)).toBe(0);
    await second.stop();
  });

  it('keeps the ledger whole and every wallet round closed', async () => {
    const open = rowsOf<{ n: number | string }>(
      await app.database.db.execute(sql`select count(*) as n from wallet_rounds
        where round_id like 'crash:%' and status = 'open' and round_id not in (
          select 'crash:' || b.id || ':' || leg from crash_bets b, generate_series(0, 1) leg
          where b.status in ('open', 'partly_cashed_out'))`),
    )[0]!;
    expect(Number(open.n)).toBe(0);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
