import { randomUUID } from 'node:crypto';
import type { RpcSuccess } from '@lale/contract/envelope';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { drawBetOnGames, pickReturn, type BetOnGamesPick } from '@lale/games/bet-on-games';
import { hashServerSeed } from '@lale/games/fair';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { BetOnGamesEngine } from '../bet-on-games/engine.ts';
import { betOnGamesRoom } from '../bet-on-games/rooms.ts';
import { betOnGamesSnapshot } from '../bet-on-games/snapshot.ts';
import { BET_ON_GAMES_TIMING } from '../bet-on-games/timing.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  findGame,
  fund,
  ledgerBalance,
  openGame,
  type StudioClient,
} from '../../../../test/support/studio.ts';

// Draws on a controlled clock: the test moves time and ticks the schedule as its leader would.
const SCHEDULE = 'bet-on-games';
const clock = new TestClock();
let app: TestApp;
let game: { id: number; minBet: number; maxBet: number };
let alice: SignedInPlayer;
let aliceGame: StudioClient;
let aliceTr: StudioClient;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  game = await findGame(app.database, 'bet-on-games');
  alice = await signedInPlayer(app.database, { now: clock.now() });
  await fund(app.database, alice.uid, 1_000_000);
  aliceGame = await openGame(app, alice, game.id);
  aliceTr = await openGame(app, alice, game.id, 'tr');
});
afterAll(() => app.close());

const tick = () => app.scheduler.tick(SCHEDULE);
const state = async () => (await aliceGame.get('/bet-on-games/state')).body;
const untilMs = (at: number) => clock.advance(at - clock.now().getTime());
const slip = (drawId: string, picks: (BetOnGamesPick & { stake: number })[]) => ({
  drawId,
  picks,
  requestId: randomUUID(),
});

const PICKS: (BetOnGamesPick & { stake: number })[] = [
  { type: 'number', selection: '7', stake: 1_000 },
  { type: 'colour', selection: 'red', stake: 2_000 },
  { type: 'sum', selection: 'over', stake: 1_500 },
  { type: 'rank', selection: 'low', stake: 500 },
];
const TOTAL = PICKS.reduce((sum, pick) => sum + pick.stake, 0);

describe('Bet On Games draws', () => {
  let drawId: string;

  it('opens a draw taking bets with its seed hash published and nothing drawn yet', async () => {
    await tick();
    const { draw, ownBets, balance, limits } = await state();
    expect(draw).toMatchObject({ phase: 'betting', serverSeed: null, balls: [], card: null });
    expect(draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.drawsAt - draw.openedAt).toBe(BET_ON_GAMES_TIMING.intervalMs);
    expect(draw.drawsAt - draw.closesAt).toBe(BET_ON_GAMES_TIMING.closeBeforeMs);
    expect(ownBets).toEqual([]);
    expect(balance).toBe(1_000_000);
    expect(limits).toEqual({ minBet: game.minBet, maxBet: game.maxBet });
    drawId = draw.id;
    // The live topic's snapshot shows the same draw, its seed still secret.
    const snapshot = await betOnGamesSnapshot(
      app.database.db,
      `bet-on-games-${game.id}`,
      clock.now(),
    );
    expect(snapshot).toMatchObject({
      type: 'bog.snapshot',
      draw: { id: draw.id, serverSeed: null },
    });
    expect(await betOnGamesSnapshot(app.database.db, 'crash-1')).toBeNull();
  });

  it('takes a slip of picks through the wallet once, a retry answering the first', async () => {
    const body = slip(drawId, PICKS);
    const placed = await aliceGame.post('/bet-on-games/bet', body);
    expect(placed.status).toBe(200);
    expect(placed.body.balance).toBe(1_000_000 - TOTAL);
    expect(placed.body.bets.map((bet: { odds: number }) => bet.odds)).toEqual([560, 186, 186, 240]);
    const again = await aliceGame.post('/bet-on-games/bet', body);
    expect(again.body.bets).toEqual(placed.body.bets);
    expect(again.body.balance).toBe(1_000_000 - TOTAL);
    const changed = await aliceGame.post('/bet-on-games/bet', {
      ...body,
      picks: [{ ...PICKS[0]!, stake: 9_000 }],
    });
    expect(changed.body.error.code).toBe('request_conflict');
    expect(await ledgerBalance(app.database, alice.uid)).toBe(1_000_000 - TOTAL);
    expect((await state()).ownBets).toHaveLength(4);
  });

  it('refuses picks the board does not offer and stakes outside the limits', async () => {
    for (const pick of [
      { type: 'number', selection: '43', stake: 1_000 },
      { type: 'suit', selection: 'stars', stake: 1_000 },
      { type: 'jackpot', selection: 'yes', stake: 1_000 },
    ]) {
      const refused = await aliceGame.post('/bet-on-games/bet', slip(drawId, [pick as never]));
      expect(refused.body.error.code).toBe('invalid_bet');
    }
    const low = await aliceGame.post(
      '/bet-on-games/bet',
      slip(drawId, [{ type: 'colour', selection: 'black', stake: game.minBet - 1 }]),
    );
    expect(low.body.error.code).toBe('bet_out_of_range');
    expect(await ledgerBalance(app.database, alice.uid)).toBe(1_000_000 - TOTAL);
  });

  it('refuses bets after the close, in the player language, and changes nothing', async () => {
    const { draw } = await state();
    untilMs(draw.closesAt);
    await tick();
    const late = await aliceGame.post(
      '/bet-on-games/bet',
      slip(drawId, [{ type: 'colour', selection: 'black', stake: 1_000 }]),
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'betting_closed' });
    expect(late.body.error.message).toMatch(/Bets are closed/);
    const lateTr = await aliceTr.post(
      '/bet-on-games/bet',
      slip(drawId, [{ type: 'colour', selection: 'black', stake: 1_000 }]),
    );
    expect(lateTr.body.error.message).toMatch(/Bahisler kapandı/);
    expect(await ledgerBalance(app.database, alice.uid)).toBe(1_000_000 - TOTAL);
    expect((await state()).ownBets).toHaveLength(4);
  });

  it('reveals the draw ball by ball, the card last, never ahead of its moment', async () => {
    const { draw } = await state();
    untilMs(draw.drawsAt);
    await tick();
    const first = (await state()).draw;
    expect(first).toMatchObject({ phase: 'drawing', serverSeed: null, card: null });
    expect(first.balls).toHaveLength(1);
    clock.advance(first.revealMs * 3);
    await tick();
    expect((await state()).draw.balls).toHaveLength(4);
    const late = await aliceGame.post(
      '/bet-on-games/bet',
      slip(drawId, [{ type: 'colour', selection: 'black', stake: 1_000 }]),
    );
    expect(late.body.error.code).toBe('betting_closed');
  });

  it('settles every pick exactly once under a retry and a new leader, as the seeds say', async () => {
    const { draw } = await state();
    untilMs(draw.settlesAt);
    const row = rowsOf<{ server_seed: string; client_seed: string; draw_number: number }>(
      await app.database.db.execute(
        sql`select server_seed, client_seed, draw_number from bet_on_games_draws where id = ${drawId}`,
      ),
    )[0]!;
    // Two engines (a retry, a leader taking over) settle the same draw at once, then the schedule.
    const deps = {
      wallet: createSeamlessWallet(),
      publish: async () => {},
      timing: BET_ON_GAMES_TIMING,
    };
    const room = betOnGamesRoom(game.id);
    await Promise.all([
      new BetOnGamesEngine(room, deps).settle(app.database.db, drawId, clock.now()),
      new BetOnGamesEngine(room, deps).settle(app.database.db, drawId, clock.now()),
    ]);
    const second = app.anotherScheduler();
    clock.advance(10_000);
    await second.tick(SCHEDULE);
    await tick();
    await second.stop();

    const result = drawBetOnGames(row.server_seed, row.client_seed, Number(row.draw_number));
    const won = PICKS.reduce((sum, pick) => sum + pickReturn(pick, pick.stake, result), 0);
    expect(await ledgerBalance(app.database, alice.uid)).toBe(1_000_000 - TOTAL + won);

    const history = (await aliceGame.get('/bet-on-games/history?limit=10')).body.bets;
    expect(history).toHaveLength(4);
    for (const bet of history) {
      const pick = PICKS.find((p) => p.type === bet.type)!;
      expect(bet.payout).toBe(pickReturn(pick, pick.stake, result));
      expect(bet.status).toBe(bet.payout > 0 ? 'won' : 'lost');
    }
    const wins = rowsOf<{ n: number | string }>(
      await app.database.db.execute(sql`select count(*) as n from wallet_transactions
        where transaction_id like 'bet-on-games:%:win'`),
    )[0]!;
    expect(Number(wins.n)).toBe(4);
  });

  it('publishes the seed with the result: the draw reproduces from it and matches the hash', async () => {
    const { draw, lastDraws } = await state();
    expect(draw.phase).toBe('betting');
    expect(draw.number).toBe(2);
    const settled = lastDraws[0];
    expect(settled.id).toBe(drawId);
    expect(hashServerSeed(settled.serverSeed)).toBe(settled.serverSeedHash);
    const again = drawBetOnGames(settled.serverSeed, settled.clientSeed, settled.nonce);
    expect({ balls: settled.balls, card: settled.card }).toEqual(again);
  });

  it('lists each bet in the player game history with its draw seeds and balances', async () => {
    const { body } = await app.call(
      'games',
      'list_rounds',
      { Lang: 'en', limit: 20, offset: 0 } as never,
      {
        cookies: alice.cookies,
      },
    );
    const rounds = (body as unknown as RpcSuccess<Record<string, unknown>[]>).data.filter(
      (round) => round.engine === 'bet-on-games',
    );
    expect(rounds).toHaveLength(4);
    const settled = (await state()).lastDraws[0];
    for (const round of rounds) {
      const pick = PICKS.find((p) => `${p.type}:${p.selection}` === round.model)!;
      const result = drawBetOnGames(settled.serverSeed, settled.clientSeed, settled.nonce);
      expect(round).toMatchObject({
        gameName: 'Bet On Games',
        stake: pick.stake,
        win: pickReturn(pick, pick.stake, result),
        status: 'settled',
        serverSeed: settled.serverSeed,
        serverSeedHash: settled.serverSeedHash,
        clientSeed: settled.clientSeed,
        nonce: settled.nonce,
      });
      expect(round.balanceAfter).not.toBeNull();
    }
  });

  it('shows each bet and win in the game history under the game name, and keeps the ledger whole', async () => {
    const { body } = await app.call('finance', 'list_transactions', { Lang: 'en' } as never, {
      cookies: alice.cookies,
    });
    const rows = (body as RpcSuccess<FinanceTransaction[]>).data.filter(
      (row) => row.method === 'Bet On Games',
    );
    expect(rows.filter((row) => row.amount < 0)).toHaveLength(4);
    const open = rowsOf<{ n: number | string }>(
      await app.database.db.execute(sql`select count(*) as n from wallet_rounds
        where round_id like 'bet-on-games:%' and status = 'open'`),
    )[0]!;
    expect(Number(open.n)).toBe(0);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
