import { randomUUID } from 'node:crypto';
import { coinsWon, evaluateHand } from '@lale/games/video-poker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../accounts/sessions/cookie-sessions.ts';
import { SessionService } from '../../accounts/sessions/session-service.ts';
import { sweepIdleDeals } from '../video-poker/idle-deal-sweep.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { HOUR, MINUTE, TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  findGame,
  fund,
  ledgerBalance,
  openGame,
  type Json,
  type StudioClient,
} from '../../../../test/support/studio.ts';

// A deal never drawn is completed after a day as dealt: every card held, the dealt hand paid.
const SWEEP = 'video-poker:idle-deals';
const ALL_HELD = [true, true, true, true, true];
const COINS = 5;
const COIN_VALUE = 100;
const STAKE = COINS * COIN_VALUE;

const clock = new TestClock();
let app: TestApp;
let poker: { id: number };
let deps: Parameters<typeof sweepIdleDeals>[0];

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  poker = await findGame(app.database, 'video-poker');
  deps = { db: app.database.db, wallet: createSeamlessWallet(), now: clock.now };
});
afterAll(() => app.close());

async function fundedPlayer(): Promise<SignedInPlayer> {
  const player = await signedInPlayer(app.database, { now: clock.now() });
  await fund(app.database, player.uid, 1_000_000);
  return player;
}

/** The player signs in again: a day later the site session of the deal has expired. */
async function play(player: SignedInPlayer): Promise<StudioClient> {
  const issued = await new SessionService(clock.now).issue(app.database.db, {
    userId: player.uid,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  player.cookies = { [SESSION_COOKIE]: issued.token };
  return openGame(app, player, poker.id);
}

const deal = (game: StudioClient) =>
  game.post('/video-poker/deal', { coins: COINS, coinValue: COIN_VALUE, requestId: randomUUID() });

/** Deals until the five dealt cards pay (or don't), drawing away the other deals; leaves it open. */
async function leaveDeal(game: StudioClient, paying: boolean): Promise<Json> {
  for (let i = 0; i < 200; i++) {
    const dealt = await deal(game);
    expect(dealt.status).toBe(200);
    if ((evaluateHand(dealt.body.game.dealt) !== 'nothing') === paying) return dealt.body;
    const drawn = await game.post('/video-poker/draw', {
      holds: ALL_HELD,
      requestId: randomUUID(),
    });
    expect(drawn.status).toBe(200);
  }
  throw new Error(`no ${paying ? 'paying' : 'losing'} deal in 200`);
}

/** What the paytable pays for the dealt cards kept as they are, from the round's record. */
const dealtHandPays = (round: Json): number =>
  coinsWon(evaluateHand(round.outcome.dealt), round.outcome.coins) * round.outcome.coinValue;

/**
 * The player's round `id` from the game's history. Found by id: the deals and draws of a test
 * share one instant of the test clock, so "newest first" does not order them.
 */
async function roundOf(player: SignedInPlayer, id: string): Promise<Json> {
  const game = await play(player);
  const rounds: Json[] = (await game.get('/rounds?limit=100')).body.rounds;
  const round = rounds.find((r) => r.id === id);
  if (!round) throw new Error(`round ${id} is not in the history`);
  return round;
}

describe('video poker deals left undrawn', () => {
  it('after a day completes a deal as dealt and pays its hand once; a younger deal waits', async () => {
    const winner = await fundedPlayer();
    const loser = await fundedPlayer();
    const late = await fundedPlayer();
    const won = await leaveDeal(await play(winner), true);
    const lost = await leaveDeal(await play(loser), false);
    const wonBefore = await ledgerBalance(app.database, winner.uid);
    const lostBefore = await ledgerBalance(app.database, loser.uid);
    const expectedWin = dealtHandPays(won.round);
    expect(expectedWin).toBeGreaterThan(0);
    expect(dealtHandPays(lost.round)).toBe(0);

    clock.advance(23 * HOUR);
    const young = await leaveDeal(await play(late), false);
    const lateBefore = await ledgerBalance(app.database, late.uid);
    clock.advance(59 * MINUTE);
    await app.scheduler.tick(SWEEP);
    expect(await ledgerBalance(app.database, winner.uid)).toBe(wonBefore);
    expect((await roundOf(winner, won.round.id)).status).toBe('open');

    clock.advance(2 * MINUTE);
    await app.scheduler.tick(SWEEP);
    const paid = await roundOf(winner, won.round.id);
    expect(paid).toMatchObject({
      id: won.round.id,
      status: 'settled',
      stake: STAKE,
      win: expectedWin,
      balanceAfter: wonBefore + expectedWin,
    });
    expect(paid.outcome).toMatchObject({
      phase: 'settled',
      cards: won.game.dealt,
      holds: ALL_HELD,
      hand: evaluateHand(won.game.dealt),
      coinsWon: expectedWin / COIN_VALUE,
    });
    expect(await ledgerBalance(app.database, winner.uid)).toBe(wonBefore + expectedWin);
    expect(await roundOf(loser, lost.round.id)).toMatchObject({
      id: lost.round.id,
      status: 'settled',
      win: 0,
      balanceAfter: lostBefore,
    });
    expect(await ledgerBalance(app.database, loser.uid)).toBe(lostBefore);

    // Run again by the schedule and by hand: nothing left to close, no money moves.
    await app.scheduler.tick(SWEEP);
    expect(await sweepIdleDeals(deps)).toBe(0);
    const winnerGame = await play(winner);
    const lateDraw = await winnerGame.post('/video-poker/draw', {
      holds: [false, false, false, false, false],
      requestId: randomUUID(),
    });
    expect(lateDraw).toMatchObject({ status: 404, body: { error: { code: 'no_hand' } } });
    expect((await winnerGame.get('/video-poker/current')).body.game).toBeNull();
    expect(await ledgerBalance(app.database, winner.uid)).toBe(wonBefore + expectedWin);
    expect((await roundOf(winner, won.round.id)).win).toBe(expectedWin);

    // The deal made 23 hours later is still the player's to draw; its seed stays secret.
    const lateGame = await play(late);
    expect((await lateGame.get('/video-poker/current')).body.game).toMatchObject({
      roundId: young.round.id,
      phase: 'dealt',
    });
    expect(await ledgerBalance(app.database, late.uid)).toBe(lateBefore);
    expect((await lateGame.post('/fairness/rotate')).status).toBe(409);
    const drawn = await lateGame.post('/video-poker/draw', {
      holds: ALL_HELD,
      requestId: randomUUID(),
    });
    expect(drawn.body.round).toMatchObject({ id: young.round.id, status: 'settled' });

    // The swept player's seed can be rotated again, revealing the seed of the completed deal.
    const rotation = await winnerGame.post('/fairness/rotate');
    expect(rotation.status).toBe(200);
    expect(rotation.body.revealed.serverSeed).toEqual(expect.any(String));
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('pays once when the sweep and a draw of the same deal race', async () => {
    const player = await fundedPlayer();
    const game = await play(player);
    const dealt = await deal(game);
    expect(dealt.status).toBe(200);
    const before = await ledgerBalance(app.database, player.uid);
    clock.advance(25 * HOUR);
    const racer = await play(player);
    const [closed, draw] = await Promise.all([
      sweepIdleDeals(deps),
      racer.post('/video-poker/draw', { holds: ALL_HELD, requestId: randomUUID() }),
    ]);
    // Either the sweep took the lock first (the draw finds no deal) or the draw did (the sweep
    // skips the locked round); both complete the deal the same way, every card held.
    expect(closed + (draw.status === 200 ? 1 : 0)).toBe(1);
    if (draw.status !== 200) expect(draw.body.error.code).toBe('no_hand');
    const round = await roundOf(player, dealt.body.round.id);
    expect(round).toMatchObject({ id: dealt.body.round.id, status: 'settled' });
    expect(round.win).toBe(dealtHandPays(dealt.body.round));
    expect(await ledgerBalance(app.database, player.uid)).toBe(before + round.win);
    expect(await sweepIdleDeals(deps)).toBe(0);
    expect(await ledgerBalance(app.database, player.uid)).toBe(before + round.win);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
