import { hashServerSeed } from '@lale/games/fair';
import {
  basketballModel,
  basketballResultFromSeed,
  parseMarketKey,
  settleSelection,
  tennisModel,
  tennisResultFromSeed,
  tennisResultText,
  volleyballModel,
  volleyballResultFromSeed,
  type EventResult,
} from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { eventRow, marketRows, type Json, type StoredEvent } from './sports-events.ts';

const HOUR = 3_600_000;

/** The result the server must draw for a non-football event, recomputed from its seeds. */
function expectedResult(event: StoredEvent): { result: EventResult; text: string } {
  const seeds = { serverSeed: event.server_seed, clientSeed: event.client_seed, nonce: 0 };
  const m = event.model as Record<string, number>;
  switch (event.sport) {
    case 'basketball': {
      const match = basketballResultFromSeed(
        basketballModel({
          expectedMargin: m.expectedMargin!,
          expectedTotal: m.expectedTotal!,
          marginSd: m.marginSd,
          totalSd: m.totalSd,
          overtimeShare: m.overtimeShare,
        }),
        seeds,
      );
      return { result: { sport: 'basketball', ...match }, text: `${match.home}-${match.away}` };
    }
    case 'tennis': {
      const match = tennisResultFromSeed(
        tennisModel({ homeServe: m.homeServe!, awayServe: m.awayServe!, bestOf: 3 }),
        seeds,
      );
      return { result: { sport: 'tennis', ...match }, text: tennisResultText(match) };
    }
    default: {
      const match = volleyballResultFromSeed(
        volleyballModel({ setWin: m.setWin!, decidingSetWin: m.decidingSetWin }),
        seeds,
      );
      return { result: { sport: 'volleyball', ...match }, text: `${match.home}-${match.away}` };
    }
  }
}

/** Basketball, tennis and volleyball: betting closes at kick-off, the result comes at the end. */
describe('sportsbook live: sports without live prices', () => {
  const clock = new TestClock(Date.parse('2026-11-21T08:07:00Z'));
  let app: TestApp;
  const tick = () => app.scheduler.tick('sportsbook:live');

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await app.scheduler.tick('sportsbook:fixtures');
  }, 120_000);
  afterAll(() => app.close());

  for (const [sport, hours] of [
    ['basketball', 2],
    ['tennis', 2],
    ['volleyball', 1.5],
  ] as const)
    it(`plays ${sport} for ${hours} h and settles it from the seed`, async () => {
      const id = rowsOf<{ id: string }>(
        await app.database.db.execute(sql`select id::text as id from sport_events
          where sport = ${sport} and state = 'scheduled' order by starts_at, id limit 1`),
      )[0]!.id;
      const event = await eventRow(app.database.db, id);
      const start = Date.parse(event.starts_at);
      clock.advance(start + 1000 - clock.ms);
      await tick();
      expect((await eventRow(app.database.db, id)).state).toBe('live');
      const shown = (await app.call('sportsbook', 'get_event', { eventId: id })).body.data as Json;
      expect(shown.state).toBe('live');
      expect(shown.suspended).toBe(true);
      for (const market of shown.markets) {
        expect(market.state).toBe('suspended');
        for (const selection of market.selections) expect(selection.odds).toBeNull();
      }
      clock.advance(start + hours * HOUR - 2000 - clock.ms);
      await tick();
      expect((await eventRow(app.database.db, id)).state).toBe('live');
      clock.advance(3000);
      await tick();
      const row = await eventRow(app.database.db, id);
      const expected = expectedResult(event);
      expect(row.state).toBe('finished');
      expect(row.result).toEqual(JSON.parse(JSON.stringify(expected.result)));
      expect(row.result_text).toBe(expected.text);
      for (const market of await marketRows(app.database.db, id)) {
        expect(market.state).toBe('settled');
        const spec = parseMarketKey(market.market_key)!;
        for (const selection of Object.keys(market.odds))
          expect(market.outcomes![selection]).toBe(
            settleSelection(spec, selection, expected.result),
          );
      }
      const done = (await app.call('sportsbook', 'get_event', { eventId: id })).body.data as Json;
      expect(hashServerSeed(done.serverSeed)).toBe(event.server_seed_hash);
    });
});
