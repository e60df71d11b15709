import { randomUUID } from 'node:crypto';
import { verifyRound } from '@lale/games/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  findGame,
  fund,
  ledgerBalance,
  openGame,
  type StudioClient,
} from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
let game: StudioClient;
let min: number;
let max: number;
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 50_000_000);
  const roulette = await findGame(app.database, 'roulette');
  ({ minBet: min, maxBet: max } = roulette);
  game = await openGame(app, player, roulette.id);
});
afterAll(() => app.close());

const spin = (bets: unknown, requestId = randomUUID()) =>
  game.post('/roulette/spin', { bets, requestId });

describe('POST /games/api/v1/roulette/spin', () => {
  it('takes every standard inside and outside bet in one spin and pays what verifyRound says', async () => {
    const bets: { type: string; selection?: number[] | number; amount: number }[] = [
      { type: 'straight', selection: [17], amount: min },
      { type: 'split', selection: [0, 2], amount: min },
      { type: 'street', selection: [4, 5, 6], amount: min },
      { type: 'trio', selection: [0, 1, 2], amount: min },
      { type: 'corner', selection: [1, 2, 4, 5], amount: min },
      { type: 'firstFour', selection: [0, 1, 2, 3], amount: min },
      { type: 'sixLine', selection: [1, 2, 3, 4, 5, 6], amount: min },
      { type: 'column', selection: 2, amount: min },
      { type: 'dozen', selection: 3, amount: min },
      ...['red', 'black', 'even', 'odd', 'low', 'high'].map((type) => ({ type, amount: min })),
    ];
    const { status, body } = await spin(bets);
    expect(status).toBe(200);
    const { round } = body;
    expect(round.stake).toBe(min * bets.length);
    expect(round.outcome.color).toMatch(/^(red|black|green)$/);
    const rotation = await game.post('/fairness/rotate');
    const verified = verifyRound('roulette', {
      serverSeed: rotation.body.revealed.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      bets: bets.map((b) =>
        Array.isArray(b.selection)
          ? { type: b.type, numbers: b.selection, amount: b.amount }
          : typeof b.selection === 'number'
            ? { type: b.type, index: b.selection, amount: b.amount }
            : { type: b.type, amount: b.amount },
      ) as never,
    });
    expect(round.outcome.pocket).toBe(verified.pocket);
    expect(round.win).toBe(verified.returns.reduce((a, b) => a + b, 0));
    expect(round.outcome.wins.map((w: { return: number }) => w.return)).toEqual(
      verified.returns.filter((r) => r > 0),
    );
    expect(body.balance).toBe(await ledgerBalance(app.database, player.uid));
  });

  it.each([
    ['an unknown type', [{ type: 'neighbours', amount: 100 }], 'invalid_bet'],
    [
      'a split that is not adjacent',
      [{ type: 'split', selection: [1, 5], amount: 100 }],
      'invalid_bet',
    ],
    ['a straight on 37', [{ type: 'straight', selection: [37], amount: 100 }], 'invalid_bet'],
    ['a dozen 4', [{ type: 'dozen', selection: 4, amount: 100 }], 'invalid_bet'],
    ['no bets', [], 'invalid_request'],
    ['a negative amount', [{ type: 'red', amount: -5 }], 'invalid_request'],
    ['a fractional amount', [{ type: 'red', amount: 100.5 }], 'invalid_request'],
    ['not a list', 'red', 'invalid_request'],
  ])('refuses %s and changes nothing', async (_label, bets, code) => {
    const balance = await ledgerBalance(app.database, player.uid);
    const { status, body } = await spin(bets);
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
    expect(await ledgerBalance(app.database, player.uid)).toBe(balance);
  });

  it('keeps each bet at least the minimum and the total at most the maximum', async () => {
    expect((await spin([{ type: 'red', amount: min - 1 }])).body.error?.code).toBe(
      min > 1 ? 'bet_out_of_range' : 'invalid_request',
    );
    const half = Math.ceil((max + 1) / 2);
    const over = await spin([
      { type: 'red', amount: half },
      { type: 'black', amount: half },
    ]);
    expect(over.body.error.code).toBe('bet_out_of_range');
  });

  it('is not a slot: a slot spin on a roulette session is refused', async () => {
    const { status, body } = await game.post('/slot/spin', { bet: min, requestId: randomUUID() });
    expect(status).toBe(409);
    expect(body.error.code).toBe('wrong_game');
  });
});
