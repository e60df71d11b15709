import { randomUUID } from 'node:crypto';
import { CASINO_CATEGORY } from '@lale/contract/constants';
import type { RpcSuccess } from '@lale/contract/envelope';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { diceReturn, rollDice, type DicePick } from '@lale/games/dice';
import { hashServerSeed } from '@lale/games/fair';
import { verifyRound } from '@lale/games/verify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { diceMachine, diceSnapshot, DICE_TIMING } from '../dice/api.ts';
import { seedDice } from '../../../seed/catalogue/seed-dice.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { pauseAll, testDefinition } from '../../../../test/support/bonus-fixture.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  findGame,
  fund,
  ledgerBalance,
  openGame,
  type StudioClient,
} from '../../../../test/support/studio.ts';

// The dice room on a controlled clock: the test moves time and ticks the schedule as its
// leader would; a second machine on the same room plays a process taking over.
// Today's clock: a bonus definition (the last test) runs from a day ago.
const clock = new TestClock(Date.now());
const FUNDS = 1_000_000;
let app: TestApp;
let game: { id: number; minBet: number; maxBet: number };
let alice: SignedInPlayer;
let aliceGame: StudioClient;
let aliceTr: StudioClient;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  game = await findGame(app.database, 'dice');
  alice = await signedInPlayer(app.database, { now: clock.now() });
  await fund(app.database, alice.uid, FUNDS);
  aliceGame = await openGame(app, alice, game.id);
  aliceTr = await openGame(app, alice, game.id, 'tr');
});
afterAll(() => app.close());

const tick = () => app.scheduler.tick('dice');
const state = async () => (await aliceGame.get('/dice/state')).body;
const untilMs = (at: number) => clock.advance(at - clock.now().getTime());
const bet = (roundId: string, pick: string, stake: number) => ({
  roundId,
  pick,
  stake,
  requestId: randomUUID(),
});

const BETS: { pick: DicePick; stake: number; odds: number }[] = [
  { pick: 'under', stake: 1_000, odds: 232 },
  { pick: 'seven', stake: 500, odds: 582 },
  { pick: 'over', stake: 700, odds: 232 },
  { pick: 'total-8', stake: 300, odds: 698 },
];
const TOTAL = BETS.reduce((sum, b) => sum + b.stake, 0);

describe('the dice room', () => {
  let roundId: string;

  it('is listed once on the mini games shelf, and its launch opens the dice page', async () => {
    const shelf = await app.call('casino', 'games_list', {
      Lang: 'en',
      categoryID: CASINO_CATEGORY.miniGames,
      limit: 100,
    });
    const listed = (shelf.body.data as { name: string; rtp?: unknown }[]).filter(
      (entry) => entry.name === 'Dice Room',
    );
    expect(listed).toHaveLength(1);
    expect(await seedDice(app.database.db)).toBe(false);
    const { body } = await app.call(
      'casino',
      'init_game',
      { gameID: game.id, Lang: 'tr' },
      { cookies: alice.cookies },
    );
    expect(body.data?.url).toMatch(/^\/games\/dice\/\?token=.+&lang=tr$/);
    expect(aliceGame.opened.game).toMatchObject({ engine: 'dice', minBet: 100, maxBet: 50_000 });
  });

  it('opens a round taking bets, its seed hash public and no dice yet', async () => {
    await tick();
    const { round, ownBets, balance, limits } = await state();
    expect(round).toMatchObject({ number: 1, phase: 'betting', serverSeed: null, dice: null });
    expect(round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(round.closesAt - round.openedAt).toBe(DICE_TIMING.bettingMs);
    expect(round.settlesAt - round.closesAt).toBe(DICE_TIMING.rollMs);
    expect(ownBets).toEqual([]);
    expect(balance).toBe(FUNDS);
    expect(limits).toEqual({ minBet: game.minBet, maxBet: game.maxBet });
    roundId = round.id;
    // A late joiner's snapshot on the live topic is the same round, its seed still secret.
    expect(await diceSnapshot(app.database.db, 'dice', DICE_TIMING)).toMatchObject({
      type: 'dice.snapshot',
      round: { id: round.id, serverSeed: null, dice: null },
    });
    expect(await diceSnapshot(app.database.db, 'crash-1', DICE_TIMING)).toBeNull();
  });

  it('takes each bet through the wallet at its published odds, the stake all cash', async () => {
    let balance = FUNDS;
    for (const { pick, stake, odds } of BETS) {
      const placed = await aliceGame.post('/dice/bet', bet(roundId, pick, stake));
      expect(placed.status).toBe(200);
      balance -= stake;
      expect(placed.body.balance).toBe(balance);
      expect(placed.body.bet).toMatchObject({
        pick,
        stake,
        odds,
        status: 'open',
        cash: stake,
        bonus: 0,
      });
    }
    expect(await ledgerBalance(app.database, alice.uid)).toBe(FUNDS - TOTAL);
    expect((await state()).ownBets).toHaveLength(BETS.length);
  });

  it('charges a retried bet once, even two retries at the same moment', async () => {
    const body = bet(roundId, 'doubles', 400);
    const [first, second] = await Promise.all([
      aliceGame.post('/dice/bet', body),
      aliceGame.post('/dice/bet', body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.bet).toEqual(first.body.bet);
    const again = await aliceGame.post('/dice/bet', body);
    expect(again.body.bet).toEqual(first.body.bet);
    expect(again.body.balance).toBe(FUNDS - TOTAL - 400);
    const changed = await aliceGame.post('/dice/bet', { ...body, stake: 9_000 });
    expect(changed.body.error.code).toBe('request_conflict');
    expect(await ledgerBalance(app.database, alice.uid)).toBe(FUNDS - TOTAL - 400);
    BETS.push({ pick: 'doubles', stake: 400, odds: 582 });
  });

  it('refuses picks the table does not offer and stakes outside the limits', async () => {
    for (const pick of ['total-13', 'total-1', 'odd', '']) {
      const refused = await aliceGame.post('/dice/bet', bet(roundId, pick, 1_000));
      expect(refused.status).toBe(400);
      expect(['invalid_bet', 'invalid_request']).toContain(refused.body.error.code);
    }
    const low = await aliceGame.post('/dice/bet', bet(roundId, 'under', game.minBet - 1));
    expect(low.body.error.code).toBe('bet_out_of_range');
    const high = await aliceGame.post('/dice/bet', bet(roundId, 'under', game.maxBet + 1));
    expect(high.body.error.code).toBe('bet_out_of_range');
    expect(await ledgerBalance(app.database, alice.uid)).toBe(FUNDS - TOTAL - 400);
  });

  it('a process taking over resumes the open round: it rolls it, opening no other', async () => {
    const { round } = await state();
    untilMs(round.closesAt);
    // The new leader reads the room at its first step and carries the open round on.
    const next = diceMachine({
      wallet: createSeamlessWallet(),
      publish: async () => {},
      timing: DICE_TIMING,
    });
    await next.step({ db: app.database.db, now: clock.now(), tookOver: true });
    const rolled = (await state()).round;
    expect(rolled).toMatchObject({ id: roundId, number: 1, phase: 'rolling', serverSeed: null });
    expect(rolled.dice).toHaveLength(2);
    // The old leader's step finds the round already moved and reads the room again.
    await tick();
    expect((await state()).round.id).toBe(roundId);

    clock.advance(DICE_TIMING.rollMs);
    await Promise.all([next.step({ db: app.database.db, now: clock.now() }), tick()]);
    expect((await state()).round).toMatchObject({ id: roundId, phase: 'settled' });
  });

  it('refuses a bet after the close in the player language, and takes nothing', async () => {
    const late = await aliceGame.post('/dice/bet', bet(roundId, 'under', 1_000));
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'betting_closed' });
    expect(late.body.error.message).toMatch(/Bets are closed/);
    const lateTr = await aliceTr.post('/dice/bet', bet(roundId, 'under', 1_000));
    expect(lateTr.body.error.message).toMatch(/Bahisler kapandı/);
  });

  it('pays every bet once at the result, as the revealed seed rolls the dice', async () => {
    const { lastRounds } = await state();
    const settled = lastRounds[0];
    expect(settled.id).toBe(roundId);
    expect(hashServerSeed(settled.serverSeed)).toBe(settled.serverSeedHash);
    const dice = rollDice(settled.serverSeed, settled.clientSeed, settled.nonce);
    expect(settled.dice).toEqual(dice);

    const won = BETS.reduce((sum, b) => sum + diceReturn(b.pick, b.stake, dice), 0);
    const staked = BETS.reduce((sum, b) => sum + b.stake, 0);
    expect(await ledgerBalance(app.database, alice.uid)).toBe(FUNDS - staked + won);
    const history = (await aliceGame.get('/dice/history?limit=10')).body.bets;
    expect(history).toHaveLength(BETS.length);
    for (const placed of history) {
      const expected = diceReturn(placed.pick, placed.stake, dice);
      expect(placed).toMatchObject({ roundNumber: 1, payout: expected });
      expect(placed.status).toBe(expected > 0 ? 'won' : 'lost');
    }
    const wins = rowsOf<{ n: number | string }>(
      await app.database.db.execute(sql`select count(*) as n from wallet_transactions
        where transaction_id like 'dice:%:win'`),
    )[0]!;
    expect(Number(wins.n)).toBe(BETS.length);
  });

  it('lists each bet in the player game history, which the verify page recomputes from its seed', async () => {
    const { body } = await app.call(
      'games',
      'list_rounds',
      { Lang: 'en', limit: 20, offset: 0 } as never,
      { cookies: alice.cookies },
    );
    const rounds = (body as unknown as RpcSuccess<Record<string, unknown>[]>).data.filter(
      (round) => round.engine === 'dice',
    );
    expect(rounds).toHaveLength(BETS.length);
    expect((body as { pagination?: { total: number } }).pagination?.total).toBe(BETS.length);
    const settled = (await state()).lastRounds[0];
    for (const round of rounds) {
      const placed = BETS.find((b) => b.pick === round.model)!;
      const win = diceReturn(placed.pick, placed.stake, settled.dice);
      expect(round).toMatchObject({
        gameName: 'Dice Room',
        stake: placed.stake,
        win,
        status: 'settled',
        serverSeed: settled.serverSeed,
        serverSeedHash: settled.serverSeedHash,
        clientSeed: settled.clientSeed,
        nonce: 1,
      });
      expect(round.balanceAfter).not.toBeNull();
      const verified = verifyRound('dice', {
        serverSeed: round.serverSeed as string,
        clientSeed: round.clientSeed as string,
        nonce: round.nonce as number,
        pick: round.model as string,
        stake: round.stake as number,
      });
      expect(verified).toMatchObject({
        serverSeedHash: round.serverSeedHash,
        dice: settled.dice,
        returned: win,
      });
    }
  });

  it('opens the next round once the result has shown, with a new seed', async () => {
    const { round } = await state();
    untilMs(round.nextAt - 1);
    await tick();
    expect((await state()).round.id).toBe(roundId);
    clock.advance(1);
    await tick();
    const next = (await state()).round;
    expect(next).toMatchObject({ number: 2, phase: 'betting', dice: null });
    expect(next.serverSeedHash).not.toBe(round.serverSeedHash);
    expect((await state()).ownBets).toEqual([]);
  });

  it('shows each bet and win under the game name, closes every wallet round, keeps the ledger whole', async () => {
    const { body } = await app.call('finance', 'list_transactions', { Lang: 'en' } as never, {
      cookies: alice.cookies,
    });
    const rows = (body as RpcSuccess<FinanceTransaction[]>).data.filter(
      (row) => row.method === 'Dice Room',
    );
    expect(rows.filter((row) => row.amount < 0)).toHaveLength(BETS.length);
    const open = rowsOf<{ n: number | string }>(
      await app.database.db.execute(sql`select count(*) as n from wallet_rounds
        where round_id like 'dice:%' and status = 'open'`),
    )[0]!;
    expect(Number(open.n)).toBe(0);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('says how much of a stake was cash and how much bonus, as the wallet took it', async () => {
    await pauseAll(app.database.db);
    const definitionId = await testDefinition(app.database, {
      trigger: 'claim',
      cap: 50_000,
      wageringMultiple: 50,
      stakeOrder: 'cash_first',
    });
    const bob = await signedInPlayer(app.database, { now: clock.now() });
    await fund(app.database, bob.uid, 300);
    const claim = { definitionId, requestKey: randomUUID().replaceAll('-', '') } as never;
    expect((await app.call('bonus', 'claim', claim, { cookies: bob.cookies })).body.result).toBe(
      true,
    );
    const bobGame = await openGame(app, bob, game.id);
    const { round } = (await bobGame.get('/dice/state')).body;
    const placed = await bobGame.post('/dice/bet', bet(round.id, 'over', 1_000));
    expect(placed.body.bet).toMatchObject({ stake: 1_000, cash: 300, bonus: 700 });
    expect((await bobGame.get('/dice/state')).body.ownBets[0]).toMatchObject({
      cash: 300,
      bonus: 700,
    });
    // Open, the bet is in the game history with its round's seed still secret.
    const { body } = await app.call(
      'games',
      'list_rounds',
      { Lang: 'en', limit: 20, offset: 0 } as never,
      { cookies: bob.cookies },
    );
    expect((body as unknown as RpcSuccess<Record<string, unknown>[]>).data).toMatchObject([
      {
        engine: 'dice',
        model: 'over',
        stake: 1_000,
        win: 0,
        status: 'open',
        serverSeed: null,
        serverSeedHash: round.serverSeedHash,
        nonce: round.number,
        balanceAfter: null,
      },
    ]);
  });
});
