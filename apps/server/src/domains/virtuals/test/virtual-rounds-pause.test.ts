import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const INTERVAL = 60_000;
const SHOW = 20_000;
const SCHEDULE = 'virtuals:greyhound_racing';

/**
 * No process led the schedule for ten intervals (every server down): the first step after
 * settles the races whose show ended meanwhile and keeps the next ones ahead on the grid.
 */
describe('virtual rounds after a pause', () => {
  const clock = new TestClock(Date.parse('2026-11-23T08:00:10Z'));
  let app: TestApp;

  const rounds = async () =>
    rowsOf<{ round_no: number; starts_at: string; state: string }>(
      await app.database.db.execute(sql`select round_no, starts_at, state from virtual_rounds
        where product = 'greyhound_racing' order by round_no`),
    );
  const eventStates = async (roundNo: number) =>
    rowsOf<{ state: string; result: unknown }>(
      await app.database.db.execute(sql`select state, result from sport_events
        where virtual_product = 'greyhound_racing' and virtual_round = ${roundNo}`),
    );

  beforeAll(async () => {
    app = await createTestApp({
      now: clock.now,
      schedules: {
        mode: 'manual',
        virtualTiming: { racing: { intervalMs: INTERVAL, showMs: SHOW, roundsAhead: 2 } },
      },
    });
    await app.scheduler.tick(SCHEDULE);
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('settles the races missed in one step and opens the next ones on the grid, half an interval away at least', async () => {
    expect((await rounds()).map((r) => [r.round_no, r.state])).toEqual([
      [1, 'open'],
      [2, 'open'],
    ]);
    clock.advance(10 * INTERVAL);
    await app.scheduler.tick(SCHEDULE);
    const after = await rounds();
    expect(after.map((r) => [r.round_no, r.state])).toEqual([
      [1, 'finished'],
      [2, 'finished'],
      [3, 'open'],
      [4, 'open'],
    ]);
    for (const roundNo of [1, 2])
      for (const event of await eventStates(roundNo)) {
        expect(event.state).toBe('finished');
        expect(event.result).not.toBeNull();
      }
    const next = Date.parse(after[2]!.starts_at);
    expect(next % INTERVAL).toBe(0);
    expect(next - clock.ms).toBeGreaterThanOrEqual(INTERVAL / 2);
    expect(Date.parse(after[3]!.starts_at) - next).toBe(INTERVAL);
  });
});
