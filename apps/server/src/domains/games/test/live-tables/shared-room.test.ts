import type { GameRound } from '@lale/contract/methods/games';
import { verifyRound } from '@lale/games/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../wallet/check-ledger.ts';
import { ledgerBalance } from '../../../../../test/support/studio.ts';
import {
  latestRound,
  liveTablesWorld,
  openWindow,
  request,
  seatedPlayer,
  tableOf,
  tickTable,
  tickUntil,
  type LiveTablesWorld,
  type TablePlayer,
  type TableRow,
} from '../../../../../test/support/live-table-helpers.ts';

/**
 * A roulette table as a shared room: two players watching the same topic on a controlled
 * clock, the table's leader ticked by hand as the scheduler would.
 */
describe('a live roulette room shared by two players', () => {
  let world: LiveTablesWorld;
  let table: TableRow;
  let alice: TablePlayer;
  let bob: TablePlayer;

  beforeAll(async () => {
    world = await liveTablesWorld();
    table = await tableOf(world.app, 'roulette');
    alice = await seatedPlayer(world, table);
    bob = await seatedPlayer(world, table, { Lang: 'tr' });
  });
  afterAll(async () => {
    await alice?.socket.close();
    await bob?.socket.close();
    await world?.close();
  });

  it('launches the room in the live page, not a single-player game', () => {
    expect(alice.launchUrl).toMatch(
      new RegExp(`^/games/live/\\?token=[\\w-]+&lang=en&table=${table.id}$`),
    );
    expect(alice.game.opened.game).toMatchObject({
      kind: 'livecasino',
      engine: 'live',
      model: 'roulette',
    });
  });

  it('opens a betting window both players see, with the same round and countdown', async () => {
    const round = await openWindow(world, table.id);
    const seen = await Promise.all(
      [alice, bob].map((p) =>
        p.socket.waitFor((m) => m.type === 'event' && m.payload.type === 'table.betting'),
      ),
    );
    expect(seen[0].payload).toEqual(seen[1].payload);
    expect(seen[0].payload).toMatchObject({
      roundId: round.id,
      bettingEndsAt: Date.parse(round.betting_ends_at),
      players: 2,
    });
    const state = await alice.game.get('/live/state');
    expect(state.body.snapshot).toMatchObject({
      phase: 'betting',
      players: 2,
      dealer: expect.any(String),
    });
    expect(state.body.snapshot.limits).toEqual({ minBet: table.minBet, maxBet: table.maxBet });
  });

  it('pays both players on one result that both see, and the ledger still sums to zero', async () => {
    const before = await ledgerBalance(world.app.database, alice.player.uid);
    const chip = table.minBet;
    const red = await alice.game.post('/live/bets', {
      game: 'roulette',
      bets: [
        { type: 'red', amount: chip },
        { type: 'straight', selection: [17], amount: chip },
      ],
      requestId: request(),
    });
    expect(red.status).toBe(200);
    expect(red.body.own).toMatchObject({ staked: 2 * chip, status: 'open' });
    expect(await ledgerBalance(world.app.database, alice.player.uid)).toBe(before - 2 * chip);
    const black = await bob.game.post('/live/bets', {
      game: 'roulette',
      bets: [{ type: 'black', amount: chip }],
      requestId: request(),
    });
    expect(black.status).toBe(200);

    await tickUntil(world, table.id, 'result');
    const results = await Promise.all(
      [alice, bob].map((p) =>
        p.socket.waitFor((m) => m.type === 'event' && m.payload.type === 'table.result'),
      ),
    );
    expect(results[0].payload).toEqual(results[1].payload);
    const { result, serverSeed } = results[0].payload;
    const pocket: number = result.pocket;
    const redWins = result.color === 'red' ? 2 * chip : 0;
    const straightWins = pocket === 17 ? 36 * chip : 0;
    const state = await alice.game.get('/live/state');
    expect(state.body.own).toMatchObject({ status: 'settled', win: redWins + straightWins });
    expect(state.body.snapshot.round.serverSeed).toBe(serverSeed);
    expect(await ledgerBalance(world.app.database, alice.player.uid)).toBe(
      before - 2 * chip + redWins + straightWins,
    );
    expect((await checkLedger(world.app.database.db)).violations).toEqual([]);
  });

  it('shows a player who arrives after the result that result among the recent ones', async () => {
    const paid = await latestRound(world.app, table.id);
    const carol = await seatedPlayer(world, table);
    const snapshot = await carol.socket.waitFor(
      (m) => m.type === 'snapshot' && m.topic === `table:${table.id}`,
    );
    expect(snapshot.payload.recent[0]).toMatchObject({ roundNumber: paid.round_number });
    expect(snapshot.payload.hotAndCold.spins).toBeGreaterThanOrEqual(1);
    await carol.socket.close();
  });

  it('puts the round in each player’s game history, verifiable from its revealed seed', async () => {
    const { body } = await world.app.call(
      'games',
      'list_rounds',
      { limit: 10, Lang: 'en' },
      { cookies: alice.player.cookies },
    );
    expect(body.result).toBe(true);
    const [row] = body.data as GameRound[];
    const round = await latestRound(world.app, table.id);
    expect(row).toMatchObject({
      engine: 'roulette',
      model: 'roulette',
      stake: 2 * table.minBet,
      nonce: round.round_number,
      clientSeed: round.client_seed,
      serverSeed: round.server_seed,
      status: 'settled',
    });
    expect(row!.gameName).not.toBe('');
    const verified = verifyRound('roulette', {
      serverSeed: row!.serverSeed!,
      clientSeed: row!.clientSeed,
      nonce: row!.nonce,
    });
    expect(verified.serverSeedHash).toBe(row!.serverSeedHash);
    expect(verified.pocket).toBe(round.result.pocket);
  });

  it('refuses a bet after no more bets, in the player’s language', async () => {
    await openWindow(world, table.id);
    await tickTable(world, table.id);
    const late = await bob.game.post('/live/bets', {
      game: 'roulette',
      bets: [{ type: 'red', amount: table.minBet }],
      requestId: request(),
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({
      code: 'betting_closed',
      message: 'Bahisler kapandı. Bir sonraki tura bahis yapabilirsiniz.',
    });
    const english = await alice.game.post('/live/bets', {
      game: 'roulette',
      bets: [{ type: 'red', amount: table.minBet }],
      requestId: request(),
    });
    expect(english.body.error.message).toBe('Bets are closed. You can bet on the next round.');
  });
});
