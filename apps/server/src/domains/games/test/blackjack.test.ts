import { randomUUID } from 'node:crypto';
import { verifyRound } from '@lale/games/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepIdleHands } from '../blackjack/idle-hand-sweep.ts';
import { walletJackpots } from '../shared/wallet-jackpots.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../wallet/seamless/seamless-wallet.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  findGame,
  finishHand,
  fund,
  ledgerBalance,
  openGame,
  type StudioClient,
} from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
let table: { id: number; minBet: number; maxBet: number };
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 100_000_000);
  table = await findGame(app.database, 'blackjack');
});
afterAll(() => app.close());

const act = (game: StudioClient, action: string) =>
  game.post('/blackjack/action', { action, requestId: randomUUID() });

/** Deals until a hand is left open for the player to act on. */
async function openHand(game: StudioClient, bet = table.minBet) {
  for (let i = 0; i < 50; i++) {
    const dealt = await game.post('/blackjack/deal', { bet, requestId: randomUUID() });
    expect(dealt.status).toBe(200);
    if (dealt.body.hand.phase !== 'settled') return dealt.body;
  }
  throw new Error('every hand settled at once');
}

describe('blackjack', () => {
  it('deals from the verified shoe, hides the hole card, and resumes in a new session', async () => {
    const game = await openGame(app, player, table.id);
    const dealt = await openHand(game);
    expect(dealt.hand.dealerCards).toHaveLength(1);
    expect(dealt.hand).not.toHaveProperty('shoe');
    expect(dealt.round.status).toBe('open');

    const reopened = await openGame(app, player, table.id);
    const current = await reopened.get('/blackjack/current');
    expect(current.status).toBe(200);
    expect(current.body.hand).toEqual(dealt.hand);
    expect(current.body.balance).toBe(await ledgerBalance(app.database, player.uid));

    const busy = await reopened.post('/blackjack/deal', {
      bet: table.minBet,
      requestId: randomUUID(),
    });
    expect(busy).toMatchObject({ status: 409, body: { error: { code: 'hand_in_progress' } } });
    expect((await reopened.post('/fairness/rotate')).status).toBe(409);

    await finishHand(reopened);
    expect((await reopened.get('/blackjack/current')).body.hand).toBeNull();
    const [last] = (await reopened.get('/rounds?limit=1')).body.rounds;
    expect(last.status).toBe('settled');
    const rotation = await reopened.post('/fairness/rotate');
    const { shoe } = verifyRound('blackjack', {
      serverSeed: rotation.body.revealed.serverSeed,
      clientSeed: last.clientSeed,
      nonce: last.nonce,
    });
    expect(last.outcome.hand.hands[0].cards.slice(0, 2)).toEqual([shoe[0], shoe[2]]);
    expect(last.outcome.hand.dealerCards.slice(0, 2)).toEqual([shoe[1], shoe[3]]);
  });

  it('takes a double as a further bet of the same round', async () => {
    const game = await openGame(app, player, table.id);
    for (let i = 0; i < 40; i++) {
      const dealt = await openHand(game);
      if (dealt.hand.legalActions.includes('decline-insurance'))
        await act(game, 'decline-insurance');
      const { body: current } = await game.get('/blackjack/current');
      if (current.hand?.legalActions.includes('double')) {
        const before = current.balance;
        const doubled = await act(game, 'double');
        expect(doubled.status).toBe(200);
        expect(doubled.body.round.status).toBe('settled');
        expect(doubled.body.round.stake).toBe(2 * table.minBet);
        expect(doubled.body.balance).toBe(before - table.minBet + doubled.body.round.win);
        return;
      }
      await finishHand(game);
    }
    throw new Error('never allowed to double');
  });

  it('refuses illegal actions, unknown actions, replays a retried action, and needs a hand', async () => {
    const game = await openGame(app, player, table.id);
    expect((await act(game, 'hit')).body.error.code).toBe('no_hand');
    expect((await act(game, 'surrender')).status).toBe(400);
    await openHand(game);
    const { body } = await game.get('/blackjack/current');
    if (!body.hand.legalActions.includes('insurance')) {
      expect(await act(game, 'insurance')).toMatchObject({
        status: 409,
        body: { error: { code: 'illegal_action' } },
      });
    }
    const requestId = randomUUID();
    const legal = body.hand.legalActions.includes('decline-insurance')
      ? 'decline-insurance'
      : 'stand';
    const first = await game.post('/blackjack/action', { action: legal, requestId });
    const again = await game.post('/blackjack/action', { action: legal, requestId });
    expect(again.body).toEqual(first.body);
    await finishHand(game);
    for (const bet of [table.minBet - 1, table.maxBet + 1, -1, 2.5]) {
      const refused = await game.post('/blackjack/deal', { bet, requestId: randomUUID() });
      expect(refused.status).toBe(400);
    }
  });

  it('settles a hand idle for more than a day in the player favour: every stake rolled back', async () => {
    const game = await openGame(app, player, table.id);
    const dealt = await openHand(game, table.minBet * 2);
    // Hands settled at once by a natural moved money before this one: count from its deal.
    const before: number = dealt.round.balanceBefore;
    expect(await ledgerBalance(app.database, player.uid)).toBe(before - table.minBet * 2);
    const deps = { db: app.database.db, wallet: createSeamlessWallet(), jackpots: walletJackpots };
    expect(await sweepIdleHands({ ...deps, now: () => new Date() })).toBe(0);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepIdleHands({ ...deps, now: () => later })).toBe(1);
    expect(await ledgerBalance(app.database, player.uid)).toBe(before);
    expect((await game.get('/blackjack/current')).body.hand).toBeNull();
    const [round] = (await game.get('/rounds?limit=1')).body.rounds;
    expect(round).toMatchObject({
      id: dealt.round.id,
      status: 'refunded',
      win: 0,
      balanceAfter: before,
    });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
