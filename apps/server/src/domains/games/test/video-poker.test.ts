import { randomUUID } from 'node:crypto';
import { verifyRound } from '@lale/games/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { findGame, fund, ledgerBalance, openGame } from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
let poker: { id: number; minBet: number; maxBet: number };
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 10_000_000);
  poker = await findGame(app.database, 'video-poker');
});
afterAll(() => app.close());

const HOLD_FIRST_TWO = [true, true, false, false, false];

describe('video poker', () => {
  it('takes the stake at the deal, pays the drawn hand and verifies from the seeds', async () => {
    const game = await openGame(app, player, poker.id);
    expect(game.opened.game).toMatchObject({ engine: 'video-poker', minBet: 20 });
    const before = await ledgerBalance(app.database, player.uid);
    const dealt = await game.post('/video-poker/deal', {
      coins: 5,
      coinValue: 100,
      requestId: randomUUID(),
    });
    expect(dealt.status).toBe(200);
    expect(dealt.body.balance).toBe(before - 500);
    expect(dealt.body.game).toMatchObject({ phase: 'dealt', coins: 5, stake: 500, holds: null });
    expect(dealt.body.game.cards).toHaveLength(5);
    expect(JSON.stringify(dealt.body)).not.toContain('deck');
    expect(dealt.body.round.status).toBe('open');

    const reopened = await openGame(app, player, poker.id);
    expect((await reopened.get('/video-poker/current')).body.game).toEqual(dealt.body.game);
    const busy = await reopened.post('/video-poker/deal', {
      coins: 1,
      coinValue: 20,
      requestId: randomUUID(),
    });
    expect(busy).toMatchObject({ status: 409, body: { error: { code: 'hand_in_progress' } } });
    expect((await reopened.post('/fairness/rotate')).status).toBe(409);

    const drawn = await reopened.post('/video-poker/draw', {
      holds: HOLD_FIRST_TWO,
      requestId: randomUUID(),
    });
    expect(drawn.status).toBe(200);
    const { game: result, round } = drawn.body;
    expect(result.phase).toBe('settled');
    expect(result.cards.slice(0, 2)).toEqual(dealt.body.game.cards.slice(0, 2));
    expect(result.win).toBe(result.coinsWon * 100);
    expect(drawn.body.balance).toBe(before - 500 + result.win);
    expect(drawn.body.balance).toBe(await ledgerBalance(app.database, player.uid));
    expect(round).toMatchObject({ status: 'settled', stake: 500, win: result.win });
    expect((await reopened.get('/video-poker/current')).body.game).toBeNull();

    const rotation = await reopened.post('/fairness/rotate');
    expect(rotation.status).toBe(200);
    const verified = verifyRound('video-poker', {
      serverSeed: rotation.body.revealed.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      holds: HOLD_FIRST_TWO,
      coins: 5,
    });
    expect(verified.dealt).toEqual(dealt.body.game.dealt);
    expect(verified.result).toEqual({
      cards: result.cards,
      hand: result.hand,
      coinsWon: result.coinsWon,
    });
    const [listed] = (await reopened.get('/rounds?limit=1')).body.rounds;
    expect(listed.id).toBe(round.id);
  });

  it('answers a repeated deal or draw with the first reply and moves money once', async () => {
    const game = await openGame(app, player, poker.id);
    const deal = { coins: 2, coinValue: 50, requestId: randomUUID() };
    const first = await game.post('/video-poker/deal', deal);
    const again = await game.post('/video-poker/deal', deal);
    expect(again.body.round.id).toBe(first.body.round.id);
    expect(again.body.balance).toBe(first.body.balance);
    const changed = await game.post('/video-poker/deal', { ...deal, coinValue: 100 });
    expect(changed).toMatchObject({ status: 409, body: { error: { code: 'request_conflict' } } });

    const draw = { holds: [false, false, false, false, false], requestId: randomUUID() };
    const drawn = await game.post('/video-poker/draw', draw);
    const redrawn = await game.post('/video-poker/draw', draw);
    expect(redrawn.body).toEqual(drawn.body);
    expect(await ledgerBalance(app.database, player.uid)).toBe(drawn.body.balance);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('refuses bad coins, a draw without a deal and another game’s session', async () => {
    const game = await openGame(app, player, poker.id);
    const deal = (coins: number, coinValue: number) =>
      game.post('/video-poker/deal', { coins, coinValue, requestId: randomUUID() });
    expect((await deal(6, 20)).body.error.code).toBe('invalid_request');
    expect((await deal(1, 33)).body.error.code).toBe('invalid_bet');
    const draw = await game.post('/video-poker/draw', {
      holds: HOLD_FIRST_TWO,
      requestId: randomUUID(),
    });
    expect(draw).toMatchObject({ status: 404, body: { error: { code: 'no_hand' } } });

    const blackjack = await findGame(app.database, 'blackjack');
    const other = await openGame(app, player, blackjack.id);
    const wrong = await other.post('/video-poker/deal', {
      coins: 1,
      coinValue: 20,
      requestId: randomUUID(),
    });
    expect(wrong).toMatchObject({ status: 409, body: { error: { code: 'wrong_game' } } });
  });
});
