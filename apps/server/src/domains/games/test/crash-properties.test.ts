import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  fund,
  ledgerBalance,
  openGame,
  type StudioClient,
} from '../../../../test/support/studio.ts';

/**
 * Random rounds of a crash room with random bets, automatic and manual cash-outs: whatever
 * happens, every bet ends settled once, pays the sum of its cash-outs, and the ledger holds.
 */
describe('crash rounds: every bet settled exactly once, every kuruş accounted for', () => {
  const clock = new TestClock();
  let app: TestApp;
  let schedule: string;
  let room: string;
  const players: { uid: number; game: StudioClient }[] = [];

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    const [row] = rowsOf<{ id: number }>(
      await app.database.db.execute(
        sql`select id from games where engine_id = 'crash' and engine_model = 'spaceman' order by id limit 1`,
      ),
    );
    room = `crash-${row!.id}`;
    schedule = `crash:${room}`;
    for (let i = 0; i < 3; i++) {
      const player = await signedInPlayer(app.database, { now: clock.now() });
      await fund(app.database, player.uid, 10_000_000);
      players.push({ uid: player.uid, game: await openGame(app, player, row!.id) });
    }
  });
  afterAll(() => app.close());

  const current = async () =>
    rowsOf<{ id: string; phase: string; betting_ends_at: string; crashes_at: string | null }>(
      await app.database.db.execute(sql`select id, phase, betting_ends_at, crashes_at
        from crash_rounds where room = ${room} order by chain_id desc, round_number desc limit 1`),
    )[0];

  const bet = fc.record({
    player: fc.nat(2),
    slot: fc.constantFrom(0, 1),
    stake: fc.integer({ min: 100, max: 50_000 }),
    auto: fc.option(fc.integer({ min: 101, max: 400 }), { nil: null }),
    cashoutAfterMs: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    half: fc.boolean(),
  });

  it('holds over random rounds', async () => {
    const before = await Promise.all(players.map((p) => ledgerBalance(app.database, p.uid)));
    let staked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(bet, { maxLength: 5 }), async (bets) => {
        // Into a round taking bets.
        for (let i = 0; i < 5; i++) {
          await app.scheduler.tick(schedule);
          const round = await current();
          if (round?.phase === 'betting') break;
          clock.advance(round?.phase === 'flying' ? 60_000 : 10_000);
        }
        const round = (await current())!;
        const placed: typeof bets = [];
        for (const b of bets) {
          const reply = await players[b.player]!.game.post('/crash/bet', {
            slot: b.slot,
            stake: b.stake,
            autoCashoutHundredths: b.auto,
            requestId: randomUUID(),
          });
          if (reply.status === 200) {
            placed.push(b);
            staked += b.stake;
          }
        }
        clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
        await app.scheduler.tick(schedule);
        // Manual cash-outs in time order, the leader stepping in between.
        const started = clock.ms;
        for (const b of [...placed].sort(
          (x, y) => (x.cashoutAfterMs ?? 0) - (y.cashoutAfterMs ?? 0),
        )) {
          if (b.cashoutAfterMs === null) continue;
          clock.advance(Math.max(0, started + b.cashoutAfterMs - clock.ms));
          await app.scheduler.tick(schedule);
          await players[b.player]!.game.post('/crash/cashout', {
            slot: b.slot,
            portion: b.half ? 'half' : 'all',
            requestId: randomUUID(),
          });
        }
        clock.advance(600_000);
        await app.scheduler.tick(schedule);
        const bets_ = rowsOf<{
          status: string;
          riding: number | string;
          payout: number | string;
          cashouts: unknown;
        }>(
          await app.database.db.execute(
            sql`select status, riding, payout, cashouts from crash_bets where round_id = ${round.id}`,
          ),
        );
        expect(bets_).toHaveLength(placed.length);
        for (const row of bets_) {
          expect(['cashed_out', 'partly_cashed_out', 'lost']).toContain(row.status);
          expect(Number(row.riding)).toBe(0);
          const cashouts = (
            typeof row.cashouts === 'string' ? JSON.parse(row.cashouts) : row.cashouts
          ) as { payout: number }[];
          expect(cashouts.reduce((sum, c) => sum + c.payout, 0)).toBe(Number(row.payout));
        }
      }),
      { numRuns: 12, seed: 20261125 },
    );
    const paid = rowsOf<{ total: number | string }>(
      await app.database.db.execute(
        sql`select coalesce(sum(payout), 0) as total from crash_bets where room = ${room}`,
      ),
    )[0]!;
    const after = await Promise.all(players.map((p) => ledgerBalance(app.database, p.uid)));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(after) - sum(before)).toBe(Number(paid.total) - staked);
    const openRounds = rowsOf<{ n: number | string }>(
      await app.database.db.execute(
        sql`select count(*) as n from wallet_rounds where round_id like 'crash:%' and status = 'open'`,
      ),
    )[0]!;
    expect(Number(openRounds.n)).toBe(0);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
