import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { operatorClient } from '../../../../test/support/backoffice-client.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { eventRow, marketRows } from './sports-events.ts';

/**
 * A market the maths cannot settle (here a malformed line written by hand) stays open at full
 * time while the rest settle and the event finishes; an operator then voids what is left.
 */
describe('sportsbook live: a market that cannot be settled', () => {
  const clock = new TestClock(Date.parse('2026-11-23T08:07:00Z'));
  const logged: string[] = [];
  let app: TestApp;
  let id: string;

  beforeAll(async () => {
    app = await createTestApp({
      now: clock.now,
      env: { LOG_LEVEL: 'error' },
      logStream: { write: (line) => void logged.push(line) },
    });
    await app.scheduler.tick('sportsbook:fixtures');
    id = rowsOf<{ id: string }>(
      await app.database.db.execute(sql`select id::text as id from sport_events
        where sport = 'football' order by starts_at, id limit 1`),
    )[0]!.id;
    await app.database.db.execute(sql`insert into sport_markets
      (event_id, market_key, type, line, state, odds, sort)
      values (${id}, 'football.total_goals@0.3', 'football.total_goals', 0.3, 'open',
        '{"over": 150, "under": 250}'::jsonb, 999999)`);
  }, 120_000);
  afterAll(() => app.close());

  it('finishes the event, settles the rest and leaves that market open, logged', async () => {
    const start = Date.parse((await eventRow(app.database.db, id)).starts_at);
    clock.advance(start + 1000 - clock.ms);
    await app.scheduler.tick('sportsbook:live');
    clock.advance(2 * 3_600_000);
    await app.scheduler.tick('sportsbook:live');
    const row = await eventRow(app.database.db, id);
    expect(row.state).toBe('finished');
    expect(row.result).not.toBeNull();
    const markets = await marketRows(app.database.db, id);
    const bad = markets.find((m) => m.market_key === 'football.total_goals@0.3')!;
    expect(bad.state).not.toBe('settled');
    expect(bad.outcomes).toBeNull();
    expect(markets.filter((m) => m !== bad).every((m) => m.state === 'settled')).toBe(true);
    expect(logged.join('\n')).toContain('football.total_goals@0.3');
    const shown = (await app.call('sportsbook', 'get_event', { eventId: id })).body.data as {
      markets: { key: string; selections: { odds: number | null }[] }[];
    };
    const offered = shown.markets.find((m) => m.key === 'football.total_goals@0.3')!;
    expect(offered.selections.every((s) => s.odds === null)).toBe(true);
  });

  it('lets an operator void what is left, keeping the result', async () => {
    // Signed in now: a session opened hours ago on this clock has gone idle.
    const admin = await operatorClient(app);
    const before = await eventRow(app.database.db, id);
    const done = await admin.post('/sportsbook/events/void', {
      eventId: id,
      reason: 'line cannot be settled',
    });
    expect(done.body.result).toBe(true);
    const row = await eventRow(app.database.db, id);
    expect(row.state).toBe('finished');
    expect(row.result).toEqual(before.result);
    expect(row.result_text).toBe(before.result_text);
    const bad = (await marketRows(app.database.db, id)).find(
      (m) => m.market_key === 'football.total_goals@0.3',
    )!;
    expect(bad).toMatchObject({ state: 'void', outcomes: { over: 'void', under: 'void' } });
    const again = await admin.post('/sportsbook/events/void', { eventId: id, reason: 'again' });
    expect(again.body.result).toBe(false);
  });
});
