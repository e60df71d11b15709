import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import type { TestClock } from '../../../../test/support/accounts.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';

export interface CrashRoundRow {
  id: string;
  phase: string;
  crash_point: number;
  betting_ends_at: string;
  started_at: string | null;
  crashes_at: string | null;
}

/**
 * A crash room of the test app driven on a test clock: the test moves time and ticks the
 * room's schedule, as its leader would every few milliseconds.
 */
export async function crashRoom(app: TestApp, clock: TestClock, model: 'zeplin' | 'spaceman') {
  const [row] = rowsOf<{ id: number }>(
    await app.database.db.execute(
      sql`select id from games where engine_id = 'crash' and engine_model = ${model} and enabled order by id limit 1`,
    ),
  );
  const id = Number(row!.id);
  const schedule = `crash:crash-${id}`;
  const tick = () => app.scheduler.tick(schedule);

  const roundRow = async () =>
    rowsOf<CrashRoundRow>(
      await app.database.db.execute(sql`select * from crash_rounds where room = ${`crash-${id}`}
        order by chain_id desc, round_number desc limit 1`),
    )[0]!;

  /** Runs the current round to its end and past the pause after it. */
  async function playOut(): Promise<void> {
    for (let i = 0; i < 10; i++) {
      const round = await roundRow();
      if (round.phase === 'betting')
        clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
      else if (round.phase === 'flying')
        clock.advance(Date.parse(round.crashes_at!) - clock.ms + 1);
      else {
        clock.advance(10_000);
        return;
      }
      await tick();
    }
  }

  /** Moves to the betting phase of a round whose crash point is at least `minimum`. */
  async function roundCrashingAtLeast(minimum: number): Promise<CrashRoundRow> {
    for (let i = 0; i < 200; i++) {
      await tick();
      const round = await roundRow();
      if (round.phase === 'betting' && Number(round.crash_point) >= minimum) return round;
      await playOut();
    }
    throw new Error('no round reached the crash point asked for');
  }

  /** Ends the betting phase: the round takes off now. */
  async function takeOff(round: CrashRoundRow): Promise<CrashRoundRow> {
    clock.advance(Date.parse(round.betting_ends_at) - clock.ms + 1);
    await tick();
    return roundRow();
  }

  return { id, schedule, tick, roundRow, playOut, roundCrashingAtLeast, takeOff };
}

export type CrashRoom = Awaited<ReturnType<typeof crashRoom>>;
