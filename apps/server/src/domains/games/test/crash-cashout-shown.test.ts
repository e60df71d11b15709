import { randomUUID } from 'node:crypto';
import { elapsedForMultiplier, multiplierAt } from '@lale/games/crash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  fund,
  ledgerBalance,
  openGame,
  type Json,
  type StudioClient,
} from '../../../../test/support/studio.ts';
import { crashRoom, type CrashRoom, type CrashRoundRow } from './crash-room.ts';

/**
 * A cash-out pays the multiplier the page showed at the click when the server's clock has
 * reached it on arrival, the server's own when the page claims more, nothing once the round
 * crashed before the request arrived; a retried request pays once. On a test clock, with the
 * request arriving when the server's multiplier is 1.43x.
 */
describe('crash cash-out at the multiplier shown', () => {
  const clock = new TestClock();
  let app: TestApp;
  let zeplin: CrashRoom;
  let spaceman: CrashRoom;
  let zeplinGame: StudioClient;
  let spacemanGame: StudioClient;
  let uid: number;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    zeplin = await crashRoom(app, clock, 'zeplin');
    spaceman = await crashRoom(app, clock, 'spaceman');
    const player = await signedInPlayer(app.database, { now: clock.now() });
    uid = player.uid;
    await fund(app.database, uid, 1_000_000);
    zeplinGame = await openGame(app, player, zeplin.id);
    spacemanGame = await openGame(app, player, spaceman.id);
  });
  afterAll(() => app.close());

  const bet = (game: StudioClient, body: Json) =>
    game.post('/crash/bet', { requestId: randomUUID(), autoCashoutHundredths: null, ...body });
  const cashOut = (game: StudioClient, body: Json) =>
    game.post('/crash/cashout', { slot: 0, requestId: randomUUID(), ...body });

  /** A flying round of `room` with a 100 TL bet in slot 0, the server's clock at `at`. */
  async function flyingAt(room: CrashRoom, game: StudioClient, at: number) {
    const round = await room.roundCrashingAtLeast(200);
    expect((await bet(game, { slot: 0, stake: 10_000 })).status).toBe(200);
    const flying: CrashRoundRow = await room.takeOff(round);
    expect(flying.phase).toBe('flying');
    const startedAt = Date.parse(flying.started_at!);
    clock.advance(startedAt + elapsedForMultiplier(at) - clock.ms);
    expect(multiplierAt(clock.ms - startedAt)).toBe(at);
    return flying;
  }

  it('pays what was shown when the server has reached it', async () => {
    await flyingAt(zeplin, zeplinGame, 143);
    const before = await ledgerBalance(app.database, uid);
    const cashed = await cashOut(zeplinGame, { shownHundredths: 131 });
    expect(cashed.status).toBe(200);
    expect(cashed.body.bet.cashouts).toEqual([
      { portion: 10_000, atHundredths: 131, payout: 13_100 },
    ]);
    expect(cashed.body.bet).toMatchObject({ status: 'cashed_out', payout: 13_100 });
    expect(await ledgerBalance(app.database, uid)).toBe(before + 13_100);
    await zeplin.playOut();
    const history = await zeplinGame.get('/crash/history');
    expect(history.body.bets[0]).toMatchObject({ status: 'cashed_out', payout: 13_100 });
  });

  it('pays the server’s multiplier, never more, when the page claims more', async () => {
    await flyingAt(zeplin, zeplinGame, 143);
    const before = await ledgerBalance(app.database, uid);
    const cashed = await cashOut(zeplinGame, { shownHundredths: 190 });
    expect(cashed.status).toBe(200);
    expect(cashed.body.bet.cashouts[0]).toMatchObject({ atHundredths: 143, payout: 14_300 });
    expect(await ledgerBalance(app.database, uid)).toBe(before + 14_300);
    await zeplin.playOut();
  });

  it('pays 1.01x for a claim under it, and the server’s own for no claim', async () => {
    await flyingAt(zeplin, zeplinGame, 143);
    const low = await cashOut(zeplinGame, { shownHundredths: 1 });
    expect(low.body.bet.cashouts[0]).toMatchObject({ atHundredths: 101, payout: 10_100 });
    await zeplin.playOut();
    await flyingAt(zeplin, zeplinGame, 143);
    const none = await cashOut(zeplinGame, {});
    expect(none.body.bet.cashouts[0]).toMatchObject({ atHundredths: 143, payout: 14_300 });
    const refused = await cashOut(zeplinGame, { shownHundredths: 0 });
    expect(refused.status).toBe(400);
    await zeplin.playOut();
  });

  it('loses the bet when the round crashed before the request arrived, whatever was shown', async () => {
    const flying = await flyingAt(zeplin, zeplinGame, 143);
    const before = await ledgerBalance(app.database, uid);
    // The leader has not looked yet: the round still reads as flying, but its instant has passed.
    clock.advance(Date.parse(flying.crashes_at!) - clock.ms);
    const late = await cashOut(zeplinGame, { shownHundredths: 131 });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('not_flying');
    await zeplin.playOut();
    const history = await zeplinGame.get('/crash/history');
    expect(history.body.bets[0]).toMatchObject({ status: 'lost', payout: 0 });
    expect(await ledgerBalance(app.database, uid)).toBe(before);
  });

  it('pays a retried cash-out once, during the flight and after the crash', async () => {
    await flyingAt(zeplin, zeplinGame, 143);
    const before = await ledgerBalance(app.database, uid);
    const request = { shownHundredths: 131, requestId: randomUUID() };
    const [first, second] = await Promise.all([
      cashOut(zeplinGame, request),
      cashOut(zeplinGame, request),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    clock.advance(1_000);
    const third = await cashOut(zeplinGame, request);
    expect(third.body).toEqual(first.body);
    await zeplin.playOut();
    const afterCrash = await cashOut(zeplinGame, request);
    expect(afterCrash.status).toBe(200);
    expect(afterCrash.body.bet).toMatchObject({ betId: first.body.bet.betId, payout: 13_100 });
    expect(await ledgerBalance(app.database, uid)).toBe(before + 13_100);
    const other = await cashOut(zeplinGame, { ...request, slot: 1 });
    expect(other.body.error.code).toBe('request_conflict');
    // Still the first bet's answer while the same slot's next bet flies: that one rides on.
    await flyingAt(zeplin, zeplinGame, 143);
    const meanwhile = await cashOut(zeplinGame, request);
    expect(meanwhile.body.bet.betId).toBe(first.body.bet.betId);
    const state = await zeplinGame.get('/crash/state');
    expect(state.body.ownBets[0]).toMatchObject({ status: 'open', riding: 10_000 });
    await zeplin.playOut();
  });

  it('pays a retried half cash-out once, and the rest no lower than the half', async () => {
    await flyingAt(spaceman, spacemanGame, 143);
    const before = await ledgerBalance(app.database, uid);
    const half = { portion: 'half', shownHundredths: 140, requestId: randomUUID() };
    const first = await cashOut(spacemanGame, half);
    const again = await cashOut(spacemanGame, half);
    expect(again.body).toEqual(first.body);
    expect(first.body.bet).toMatchObject({ status: 'partly_cashed_out', riding: 5_000 });
    expect(first.body.bet.cashouts).toEqual([{ portion: 5_000, atHundredths: 140, payout: 7_000 }]);
    const rest = await cashOut(spacemanGame, { shownHundredths: 120 });
    expect(rest.body.bet.cashouts[1]).toMatchObject({ atHundredths: 140, payout: 7_000 });
    expect(await ledgerBalance(app.database, uid)).toBe(before + 14_000);
    await spaceman.playOut();
  });

  it('keeps the ledger whole', async () => {
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
