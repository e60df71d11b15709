import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { translate } from '@lale/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { fund, openGame } from '../../../../test/support/studio.ts';
import {
  liveTablesWorld,
  openWindow,
  seatedPlayer,
  tableOf,
  type LiveTablesWorld,
} from '../../../../test/support/live-table-helpers.ts';
import { balance, place } from '../../../../test/support/coupons.ts';
import { createFootballEvent } from '../../../../test/support/sports-fixtures.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';

/** Crash, live tables and sportsbook coupons on one app, its schedules ticked by hand. */
let world: LiveTablesWorld;
beforeAll(async () => {
  world = await liveTablesWorld();
});
afterAll(() => world.close());

async function setLimit(p: SignedInPlayer, kind: string, period: string, amount: number) {
  const { body } = await world.app.call(
    'responsible_gaming',
    'set_limit',
    { kind, period, amount } as never,
    { cookies: p.cookies },
  );
  expect(body.result).toBe(true);
}

const limitOf = (kind: string, period: string, amount: number, used: number) => ({
  kind,
  period,
  amount,
  used,
});

describe('limits on the other bet paths', () => {
  it('a crash bet under and at the loss limit is taken; one over it is refused with the message', async () => {
    const [row] = rowsOf<{ id: number }>(
      await world.app.database.db.execute(
        sql`select id from games where engine_id = 'crash' and enabled order by id limit 1`,
      ),
    );
    const roomId = Number(row!.id);
    const player = await signedInPlayer(world.app.database, { now: world.clock.now() });
    await fund(world.app.database, player.uid, 1_000_000);
    await setLimit(player, 'loss', 'day', 3_000);
    const game = await openGame(world.app, player, roomId, 'tr');
    await world.app.scheduler.tick(`crash:crash-${roomId}`);
    const bet = (slot: number, stake: number) =>
      game.post('/crash/bet', {
        slot,
        stake,
        requestId: randomUUID(),
        autoCashoutHundredths: null,
      });
    expect((await bet(0, 2_000)).status).toBe(200);
    const over = await bet(1, 1_001);
    expect(over.status).toBe(403);
    expect(over.body.error).toMatchObject({
      code: 'rg_loss_limit_reached',
      data: { limit: limitOf('loss', 'day', 3_000, 2_000) },
    });
    expect(over.body.error.message).toBe(
      translate('rg_loss_limit_reached', 'tr', over.body.error.data),
    );
    expect(over.body.error.message).toContain('günlük kayıp limitinizi');
    expect((await bet(1, 1_000)).status).toBe(200);
  });

  it('a live table bet over the wager limit is refused; under and at it are taken', async () => {
    const table = await tableOf(world.app, 'money-wheel');
    const seat = await seatedPlayer(world, table, { Lang: 'en' });
    const stake = table.minBet;
    await setLimit(seat.player, 'wager', 'week', stake * 2);
    await openWindow(world, table.id);
    const wheel = (amount: number) =>
      seat.game.post('/live/bets', {
        game: 'money-wheel',
        bets: [{ number: 2, amount }],
        requestId: randomUUID(),
      });
    expect((await wheel(stake)).status).toBe(200);
    const over = await wheel(stake + 1);
    expect(over.status).toBe(403);
    expect(over.body.error).toMatchObject({
      code: 'rg_wager_limit_reached',
      data: { limit: limitOf('wager', 'week', stake * 2, stake) },
    });
    expect(over.body.error.message).toContain('weekly wager limit');
    expect((await wheel(stake)).status).toBe(200);
    const { body } = await seat.game.get('/live/state');
    expect(body.own.staked).toBe(stake * 2);
    await seat.socket.close();
  });

  it('a sportsbook coupon over the monthly wager limit is refused with the message; nothing is placed', async () => {
    const player = await signedInPlayer(world.app.database, { now: world.clock.now() });
    await fund(world.app.database, player.uid, 1_000_000);
    await setLimit(player, 'wager', 'month', 5_000);
    const event = await createFootballEvent(world.app.database.db);
    const leg = {
      eventId: event.id,
      market: 'football.match_result',
      selection: 'home',
      odds: event.odds['football.match_result']!.home!,
    };
    const first = await place(world.app, player, { stakePerLine: 4_000, legs: [leg] });
    expect(first.body.result).toBe(true);
    const before = await balance(world.app, player.uid);
    for (const lang of ['en', 'tr'] as const) {
      const over = await place(world.app, player, { stakePerLine: 1_001, legs: [leg] }, lang);
      expect(over.body).toMatchObject({
        result: false,
        debug: 'rg_wager_limit_reached',
        data: { limit: limitOf('wager', 'month', 5_000, 4_000) },
      });
      expect(over.body.message).toBe(
        translate('rg_wager_limit_reached', lang, over.body.data as Record<string, unknown>),
      );
    }
    expect(await balance(world.app, player.uid)).toBe(before);
    const at = await place(world.app, player, { stakePerLine: 1_000, legs: [leg] });
    expect(at.body.result).toBe(true);
    expect((await checkLedger(world.app.database.db)).violations).toEqual([]);
  });
});
