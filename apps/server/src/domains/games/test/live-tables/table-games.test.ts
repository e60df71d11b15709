import type { GameRound } from '@lale/contract/methods/games';
import { verifyRound } from '@lale/games/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../wallet/check-ledger.ts';
import { ledgerBalance } from '../../../../../test/support/studio.ts';
import {
  lastHistoryRound,
  latestRound,
  liveTablesWorld,
  openWindow,
  request,
  seatedPlayer,
  tableOf,
  tickTable,
  tickUntil,
  type LiveTablesWorld,
} from '../../../../../test/support/live-table-helpers.ts';

/** A history round's seeds as its verification link carries them (the seed revealed). */
const seedsOf = (row: GameRound) => ({
  serverSeed: row.serverSeed!,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});

/** Each kind of table deals its own game: baccarat deals baccarat, poker deals hold'em. */
describe('what each table deals', () => {
  let world: LiveTablesWorld;
  beforeAll(async () => {
    world = await liveTablesWorld();
  });
  afterAll(() => world?.close());

  it('a baccarat table deals a punto banco coup and pays the banker 19:20', async () => {
    const table = await tableOf(world.app, 'baccarat');
    const alice = await seatedPlayer(world, table);
    await openWindow(world, table.id);
    const stake = Math.max(table.minBet, 2_000);
    const placed = await alice.game.post('/live/bets', {
      game: 'baccarat',
      bets: [{ type: 'banker', amount: stake }],
      requestId: request(),
    });
    expect(placed.status).toBe(200);
    await tickUntil(world, table.id, 'result');
    const { payload } = await alice.socket.waitFor(
      (m) => m.type === 'event' && m.payload.type === 'table.result',
    );
    const { coup } = payload.result;
    expect(payload.result.game).toBe('baccarat');
    expect(coup.playerCards.length).toBeGreaterThanOrEqual(2);
    expect(coup.bankerCards.length).toBeGreaterThanOrEqual(2);
    const expected =
      coup.winner === 'banker'
        ? stake + Math.floor((stake * 19) / 20)
        : coup.winner === 'tie'
          ? stake
          : 0;
    const { body } = await alice.game.get('/live/state');
    expect(body.own.win).toBe(expected);
    expect(body.snapshot.roads.beadPlate).toHaveLength(1);

    // The game history's round, recomputed from its revealed seed as the verify page does.
    const row = await lastHistoryRound(world, alice);
    const stored = await latestRound(world.app, table.id);
    expect(row).toMatchObject({ engine: 'baccarat', nonce: stored.round_number });
    const verified = verifyRound('baccarat', seedsOf(row));
    expect(verified.serverSeedHash).toBe(row.serverSeedHash);
    expect(verified.coup).toEqual(stored.result.coup);
    await alice.socket.close();
  });

  it('a game show spins the money wheel, verifiable from the history’s revealed seed', async () => {
    const table = await tableOf(world.app, 'money-wheel');
    const alice = await seatedPlayer(world, table);
    await openWindow(world, table.id);
    const placed = await alice.game.post('/live/bets', {
      game: 'money-wheel',
      bets: [{ number: 1, amount: table.minBet }],
      requestId: request(),
    });
    expect(placed.status).toBe(200);
    const paid = await tickUntil(world, table.id, 'result');
    expect(paid.result.game).toBe('money-wheel');
    const row = await lastHistoryRound(world, alice);
    expect(row).toMatchObject({ engine: 'money-wheel', nonce: paid.round_number });
    const verified = verifyRound('money-wheel', seedsOf(row));
    expect(verified.serverSeedHash).toBe(row.serverSeedHash);
    expect(verified.wheel).toEqual(paid.result.wheel);
    await alice.socket.close();
  });

  it('a poker table deals casino hold’em: flop first, a call for twice the ante, the showdown', async () => {
    const table = await tableOf(world.app, 'casino-holdem');
    const alice = await seatedPlayer(world, table);
    await openWindow(world, table.id);
    const ante = table.minBet;
    const before = await ledgerBalance(world.app.database, alice.player.uid);
    const placed = await alice.game.post('/live/bets', {
      game: 'casino-holdem',
      bet: { ante, bonus: 0 },
      requestId: request(),
    });
    expect(placed.status).toBe(200);
    const draw = await tickUntil(world, table.id, 'draw');
    expect(draw.result.cards.board).toHaveLength(3);
    expect(draw.result.cards.dealer).toBeNull();
    await tickUntil(world, table.id, 'decision');
    const called = await alice.game.post('/live/holdem/decision', {
      decision: 'call',
      requestId: request(),
    });
    expect(called.status).toBe(200);
    expect(called.body.own.staked).toBe(3 * ante);
    expect(await ledgerBalance(world.app.database, alice.player.uid)).toBe(before - 3 * ante);
    const paid = await tickUntil(world, table.id, 'result');
    expect(paid.result.cards.board).toHaveLength(5);
    expect(paid.result.cards.dealer).toHaveLength(2);
    expect(paid.result.cards.showdown.winner).toMatch(/^(player|dealer|tie)$/);

    const row = await lastHistoryRound(world, alice);
    expect(row).toMatchObject({ engine: 'casino-holdem', nonce: paid.round_number });
    const { deal, showdown, serverSeedHash } = verifyRound('casino-holdem', seedsOf(row));
    expect(serverSeedHash).toBe(row.serverSeedHash);
    expect(paid.result.cards).toEqual({ stage: 'showdown', ...deal, showdown });
    await alice.socket.close();
  });

  it('a blackjack table seats players: a seat, a bet behind it, the seat’s move, a time-out', async () => {
    const table = await tableOf(world.app, 'blackjack');
    const alice = await seatedPlayer(world, table);
    const bob = await seatedPlayer(world, table);
    await openWindow(world, table.id);
    const bet = table.minBet;
    expect(
      (
        await alice.game.post('/live/blackjack/seat', {
          seat: 3,
          amount: bet,
          requestId: request(),
        })
      ).status,
    ).toBe(200);
    const taken = await bob.game.post('/live/blackjack/seat', {
      seat: 3,
      amount: bet,
      requestId: request(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('seat_taken');
    expect(
      (
        await bob.game.post('/live/blackjack/behind', {
          seat: 3,
          amount: bet,
          requestId: request(),
        })
      ).status,
    ).toBe(200);
    const { body: state } = await bob.game.get('/live/state');
    expect(state.snapshot.seats).toEqual([
      expect.objectContaining({
        seat: 3,
        amount: bet,
        behind: [expect.objectContaining({ total: bet })],
      }),
    ]);
    await tickUntil(world, table.id, 'draw');
    let round = await tickTable(world, table.id);
    // Insurance (dealer's ace) times out as declined; a natural may end the round at once.
    for (
      let i = 0;
      i < 3 && round.phase === 'decision' && round.state.turn?.kind === 'insurance';
      i++
    )
      round = await tickTable(world, table.id);
    if (round.phase === 'decision' && round.state.turn?.kind === 'seat') {
      const notYours = await bob.game.post('/live/blackjack/action', {
        action: 'stand',
        requestId: request(),
      });
      expect(notYours.body.error.code).toBe('not_your_turn');
      const stood = await alice.game.post('/live/blackjack/action', {
        action: 'stand',
        requestId: request(),
      });
      expect(stood.status).toBe(200);
    }
    // A natural ends the round at the draw: ticking on would play the next, empty round.
    if ((await latestRound(world.app, table.id)).phase !== 'result')
      await tickUntil(world, table.id, 'result');
    const final = await latestRound(world.app, table.id);
    expect(final.round_number).toBe(round.round_number);
    expect(final.result.table.dealerCards.length).toBeGreaterThanOrEqual(2);
    const { body: own } = await bob.game.get('/live/state');
    expect(own.own.status).toBe('settled');
    expect((await checkLedger(world.app.database.db)).violations).toEqual([]);
    await alice.socket.close();
    await bob.socket.close();
  });
});
