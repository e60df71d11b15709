import { randomUUID } from 'node:crypto';
import { BINGO_ROOMS, type BingoRoom } from '@lale/games/bingo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { forfeitOnWithdrawal } from '../api.ts';
import { BingoEngine } from '../../games/bingo/bingo-engine.ts';
import { bingoRoomDefs } from '../../games/bingo/bingo-rooms.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { findGame, openGame, type StudioClient } from '../../../../test/support/studio.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { accounts, pauseAll, testDefinition } from '../../../../test/support/bonus-fixture.ts';

/**
 * Issue 32, defect 3, for bingo: a ticket bought with bonus money wins as the bonus stands when
 * the prize is paid (the same wallet_pay_round_win as every other win). Jackpots, paid from
 * the room's pool, are not stage prizes and are left out of the sums.
 */
const TL = 100;
const TIMING = { saleMs: 60_000, callMs: 2_000, pauseMs: 5_000 };
const clock = new TestClock(Date.now());
let app: TestApp;
let definitionId: number;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  await pauseAll(app.database.db);
  definitionId = await testDefinition(app.database, {
    trigger: 'claim',
    cap: 500 * TL,
    wageringMultiple: 50,
    stakeOrder: 'bonus_first',
    forfeitOnWithdrawal: true,
  });
}, 300_000);
afterAll(() => app.close());

async function playerWithBonus(): Promise<{ player: SignedInPlayer; game: StudioClient }> {
  const player = await signedInPlayer(app.database, { now: clock.now() });
  const claim = { definitionId, requestKey: randomUUID().replaceAll('-', '') } as never;
  const { body } = await app.call('bonus', 'claim', claim, { cookies: player.cookies });
  if (!body.result) throw new Error(JSON.stringify(body));
  const game = await openGame(app, player, (await findGame(app.database, 'bingo', 'classic')).id);
  return { player, game };
}

/**
 * Sells `count` tickets of `room` to the one player, runs `beforeCalls`, then calls the game to
 * its end.
 */
async function soloGame(
  room: BingoRoom,
  game: StudioClient,
  count: number,
  beforeCalls: () => Promise<unknown> = async () => {},
) {
  const engine = new BingoEngine(
    bingoRoomDefs().find((def) => def.room.id === room.id)!,
    {
      wallet: createSeamlessWallet(),
      publish: async () => 0,
      timing: TIMING,
    },
  );
  const step = (tookOver = false) =>
    engine.step({ db: app.database.db, now: clock.now(), tookOver });
  const latest = async () =>
    rowsOf<{ id: string; phase: string; sales_end_at: string }>(
      await app.database.db.execute(
        sql`select * from bingo_games where room = ${room.id} order by game_number desc limit 1`,
      ),
    )[0]!;
  await step(true);
  const bought = await game.post('/bingo/buy', { room: room.id, count, requestId: randomUUID() });
  expect(bought.status).toBe(200);
  await beforeCalls();
  clock.advance(Date.parse((await latest()).sales_end_at) - clock.ms);
  for (let i = 0; i < 200 && (await latest()).phase !== 'finished'; i++) {
    clock.advance(TIMING.callMs);
    await step();
  }
  const played = await latest();
  expect(played.phase).toBe('finished');
  const prizes = rowsOf<{ stage: string; amount: string }>(
    await app.database.db.execute(
      sql`select stage, amount from bingo_prizes where game_id = ${played.id}`,
    ),
  );
  const sum = (jackpot: boolean) =>
    prizes
      .filter((prize) => (prize.stage === 'jackpot') === jackpot)
      .reduce((total, prize) => total + Number(prize.amount), 0);
  return { stagePrizes: sum(false), jackpots: sum(true) };
}

describe('bingo tickets bought with bonus money', () => {
  it('pays stage prizes back into the bonus while it wagers', async () => {
    const { player, game } = await playerWithBonus();
    const room = BINGO_ROOMS[0]!;
    const { stagePrizes, jackpots } = await soloGame(room, game, 5);
    expect(stagePrizes).toBeGreaterThan(0);
    expect(await accounts(app.database.db, player.uid)).toEqual({
      cash: jackpots,
      bonus: 500 * TL - 5 * room.ticketPrice + stagePrizes,
    });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('leaves stage prizes with the house once the bonus is forfeited: none becomes cash', async () => {
    const { player, game } = await playerWithBonus();
    const room = BINGO_ROOMS[1]!;
    // The withdrawal's forfeit lands once the tickets are bought, before any prize.
    const { stagePrizes, jackpots } = await soloGame(room, game, 5, () =>
      forfeitOnWithdrawal(app.database.db, player.uid, { accepted: true }),
    );
    expect(stagePrizes).toBeGreaterThan(0);
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: jackpots, bonus: 0 });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
