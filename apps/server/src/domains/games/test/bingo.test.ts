import { randomUUID } from 'node:crypto';
import { BINGO_ROOMS, callOrder, splitPool, ticketFromSeed } from '@lale/games/bingo';
import { hashServerSeed } from '@lale/games/fair';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { BingoEngine } from '../bingo/bingo-engine.ts';
import { bingoRoomDefs } from '../bingo/bingo-rooms.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
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

const CHEAP = BINGO_ROOMS[0]!;
const STANDARD = BINGO_ROOMS[1]!;
const TIMING = { saleMs: 60_000, callMs: 2_000, pauseMs: 5_000 };

/** Bingo rooms on a controlled clock: the test moves time and steps the rooms' leaders. */
describe('bingo: rooms, tickets, calls and prizes', () => {
  const clock = new TestClock();
  let app: TestApp;
  let alice: SignedInPlayer;
  let bob: SignedInPlayer;
  let aliceGame: StudioClient;
  let bobGame: StudioClient;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    alice = await signedInPlayer(app.database, { now: clock.now() });
    bob = await signedInPlayer(app.database, { now: clock.now() });
    await fund(app.database, alice.uid, 1_000_000);
    await fund(app.database, bob.uid, 1_000_000);
    const bingo = await findGame(app.database, 'bingo', 'classic');
    const sound = await findGame(app.database, 'bingo', 'sound');
    aliceGame = await openGame(app, alice, bingo.id);
    bobGame = await openGame(app, bob, sound.id, 'tr');
  });
  afterAll(() => app.close());

  /** A room's leader of its own (two of them may run at once in the hand-over test). */
  const leader = (roomId: string) =>
    new BingoEngine(
      bingoRoomDefs().find((def) => def.room.id === roomId)!,
      {
        wallet: createSeamlessWallet(),
        publish: async () => 0,
        timing: TIMING,
      },
    );
  const step = (engine: BingoEngine, tookOver = false) =>
    engine.step({ db: app.database.db, now: clock.now(), tookOver });
  const gameRow = async (room: string) =>
    rowsOf<Json>(
      await app.database.db.execute(
        sql`select * from bingo_games where room = ${room} order by game_number desc limit 1`,
      ),
    )[0];
  const buy = (game: StudioClient, room: string, count: number, requestId = randomUUID()) =>
    game.post('/bingo/buy', { room, count, requestId });

  /** Calls until the game is over, every engine given stepping each time (one call per step). */
  async function playOut(room: string, engines: BingoEngine[]) {
    for (let i = 0; i < 200; i++) {
      const game = await gameRow(room);
      if (game.phase === 'finished' || game.phase === 'void') return game;
      clock.advance(TIMING.callMs);
      for (const engine of engines) await step(engine);
    }
    throw new Error('the game did not finish');
  }

  it('lists the rooms with their price, cap and declared shares, each selling a game', async () => {
    const engine = leader(CHEAP.id);
    await step(engine, true);
    const { status, body } = await aliceGame.get('/bingo/rooms');
    expect(status).toBe(200);
    expect(body.rooms.map((room: Json) => [room.id, room.ticketPrice])).toEqual(
      BINGO_ROOMS.map((room) => [room.id, room.ticketPrice]),
    );
    const cheap = body.rooms[0];
    expect(cheap).toMatchObject({ phase: 'selling', maxTickets: 24, houseBp: 1500, players: 0 });
    expect(cheap.startsAt).toBe(clock.ms + TIMING.saleMs);
    const state = await aliceGame.get(`/bingo/state?room=${CHEAP.id}`);
    expect(state.body.snapshot.game.serverSeed).toBeNull();
    expect(state.body.snapshot.game.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sells tickets as one wallet bet, answers a retry with the same tickets, and caps a player', async () => {
    const before = await ledgerBalance(app.database, alice.uid);
    const requestId = randomUUID();
    const first = await buy(aliceGame, CHEAP.id, 2, requestId);
    expect(first.status).toBe(200);
    expect(first.body.tickets).toHaveLength(2);
    for (const ticket of first.body.tickets)
      expect(ticket.numbers).toEqual(ticketFromSeed(ticket.seed));
    const again = await buy(aliceGame, CHEAP.id, 2, requestId);
    expect(again.body.tickets.map((t: Json) => t.ticketId)).toEqual(
      first.body.tickets.map((t: Json) => t.ticketId),
    );
    expect(await ledgerBalance(app.database, alice.uid)).toBe(before - 2 * CHEAP.ticketPrice);
    const tooMany = await buy(aliceGame, CHEAP.id, 23);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('ticket_limit');
    expect(await ledgerBalance(app.database, alice.uid)).toBe(before - 2 * CHEAP.ticketPrice);
    const bobs = await buy(bobGame, CHEAP.id, 3);
    expect(bobs.status).toBe(200);
    const history = rowsOf<Json>(
      await app.database.db.execute(sql`select amount, label_key from player_transactions
        where user_id = ${alice.uid} and type_id = 3 order by id desc limit 1`),
    );
    expect(history[0]).toMatchObject({ label_key: `casino:${aliceGame.opened.game.id}` });
  });

  it('refuses a purchase once sales have closed, and it changes nothing', async () => {
    const game = await gameRow(CHEAP.id);
    clock.advance(Date.parse(game.sales_end_at) - clock.ms);
    const before = await ledgerBalance(app.database, alice.uid);
    const late = await buy(aliceGame, CHEAP.id, 1);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('sales_closed');
    expect(late.body.error.message).toMatch(/closed/);
    expect(await ledgerBalance(app.database, alice.uid)).toBe(before);
    const [{ count }] = rowsOf<Json>(
      await app.database.db.execute(
        sql`select count(*)::int as count from bingo_tickets where game_id = ${game.id}`,
      ),
    );
    expect(count).toBe(5);
  });

  it('calls the balls in the committed order and pays every stage from the pool to the kuruş', async () => {
    const engine = leader(CHEAP.id);
    await step(engine, true);
    const started = await gameRow(CHEAP.id);
    expect(started.phase).toBe('calling');
    expect(Number(started.stakes)).toBe(5 * CHEAP.ticketPrice);
    const jackpotBefore = await jackpot(CHEAP.id);
    const players = [
      await ledgerBalance(app.database, alice.uid),
      await ledgerBalance(app.database, bob.uid),
    ];
    const game = await playOut(CHEAP.id, [engine]);
    expect(hashServerSeed(game.server_seed)).toBe(game.server_seed_hash);

    const prizes = rowsOf<Json>(
      await app.database.db.execute(sql`select * from bingo_prizes where game_id = ${game.id}`),
    );
    const stages = new Set(prizes.map((prize) => prize.stage));
    expect(stages).toEqual(
      new Set(['line', 'two-lines', 'full-house', ...(stages.has('jackpot') ? ['jackpot'] : [])]),
    );
    const split = splitPool(CHEAP, 5 * CHEAP.ticketPrice);
    const stagePaid = prizes
      .filter((p) => p.stage !== 'jackpot')
      .reduce((sum, p) => sum + Number(p.amount), 0);
    expect(stagePaid + split.house + split.jackpot).toBe(5 * CHEAP.ticketPrice);
    const jackpotPaid = prizes
      .filter((p) => p.stage === 'jackpot')
      .reduce((sum, p) => sum + Number(p.amount), 0);
    expect(await jackpot(CHEAP.id)).toBe(jackpotBefore + split.jackpot - jackpotPaid);

    const won = (uid: number) =>
      prizes.filter((p) => Number(p.user_id) === uid).reduce((sum, p) => sum + Number(p.amount), 0);
    expect(await ledgerBalance(app.database, alice.uid)).toBe(players[0]! + won(alice.uid));
    expect(await ledgerBalance(app.database, bob.uid)).toBe(players[1]! + won(bob.uid));

    // The calls are the committed order: the full house came at the last call made.
    const order = callOrder(game.server_seed, game.client_seed);
    const state = await aliceGame.get(`/bingo/state?room=${CHEAP.id}`);
    expect(state.body.snapshot.game.calls).toEqual(order.slice(0, Number(game.calls)));
    expect(state.body.snapshot.game.serverSeed).toBe(game.server_seed);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('pays each prize once when two leaders run the same room at once (a hand-over)', async () => {
    const first = leader(STANDARD.id);
    const second = leader(STANDARD.id);
    await step(first, true);
    await step(second, true);
    expect((await buy(aliceGame, STANDARD.id, 4)).status).toBe(200);
    expect((await buy(bobGame, STANDARD.id, 4)).status).toBe(200);
    const open = await gameRow(STANDARD.id);
    clock.advance(Date.parse(open.sales_end_at) - clock.ms);
    await step(first);
    await step(second, true);
    const game = await playOut(STANDARD.id, [first, second]);
    const prizes = rowsOf<Json>(
      await app.database.db.execute(sql`select * from bingo_prizes where game_id = ${game.id}`),
    );
    const transfers = rowsOf<Json>(
      await app.database.db.execute(sql`select amount from ledger_transfers
        where reference = ${`bingo:${game.id}`} and kind in ('win', 'jackpot_award')`),
    );
    expect(transfers).toHaveLength(prizes.filter((p) => Number(p.amount) > 0).length);
    const split = splitPool(STANDARD, 8 * STANDARD.ticketPrice);
    const paid = prizes
      .filter((p) => p.stage !== 'jackpot')
      .reduce((s, p) => s + Number(p.amount), 0);
    expect(paid).toBe(8 * STANDARD.ticketPrice - split.house - split.jackpot);
    const contributions = rowsOf<Json>(
      await app.database.db.execute(sql`select amount from ledger_transfers
        where reference = ${`bingo:${game.id}`} and kind = 'jackpot_contribution'`),
    );
    expect(contributions.map((c) => Number(c.amount))).toEqual([split.jackpot]);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('voids a game nobody bought into and opens the next after the pause', async () => {
    const engine = leader('bingo-premium');
    await step(engine, true);
    const open = await gameRow('bingo-premium');
    clock.advance(Date.parse(open.sales_end_at) - clock.ms);
    await step(engine);
    expect((await gameRow('bingo-premium')).phase).toBe('void');
    clock.advance(TIMING.pauseMs);
    await step(engine);
    const next = await gameRow('bingo-premium');
    expect([next.phase, next.game_number]).toEqual(['selling', open.game_number + 1]);
  });

  async function jackpot(room: string): Promise<number> {
    const [row] = rowsOf<Json>(
      await app.database.db.execute(sql`select credits_posted - debits_posted as balance
        from ledger_accounts where kind = 'jackpot' and owner = ${room}`),
    );
    return Number(row.balance);
  }
});
