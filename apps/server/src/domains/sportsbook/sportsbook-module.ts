import type { SportEventSnapshot } from '@lale/contract/live/sports-payloads';
import type { Db } from '../../db/client.ts';
import type { Schedule } from '../../platform/scheduler/scheduler.ts';
import type { SeamlessWallet } from '../wallet/api.ts';
import { seedSportsCatalogue } from './catalogue/seed-catalogue.ts';
import { eventDetail, liveList } from './events/event-views.ts';
import { FIXTURE_DAYS, generateFixtures } from './fixtures/generate-fixtures.ts';
import { LiveEngine } from './live/live-engine.ts';
import type { Publish } from './live/publish-event.ts';
import { sportsbookOperator, type SportsbookOperator } from './operator/operator-actions.ts';
import type { SportsClock } from './sports-clock.ts';

/** The live engine steps this often (real time). */
export const LIVE_STEP_MS = 1_000;
/** The calendar is topped up this often (real time). */
export const FIXTURES_STEP_MS = 5 * 60_000;

export interface SportsbookModule {
  /** `sportsbook:fixtures` and `sportsbook:live`, for the scheduler. */
  schedules: Schedule[];
  clock: SportsClock;
  /** The snapshot of `event:<id>` (event.snapshot) or `event:live` (event.live-list); null when none. */
  snapshot(db: Db, topicId: string): Promise<SportEventSnapshot | null>;
  /** The back office's controls. */
  operator: SportsbookOperator;
}

export function buildSportsbookModule(deps: {
  clock: SportsClock;
  /** Real time (the scheduler's clock). */
  now: () => Date;
  publish: Publish;
  wallet: SeamlessWallet;
  log?: (detail: Record<string, unknown>, message: string) => void;
  /** How many days ahead the calendar is kept (7). */
  fixtureDays?: number;
}): SportsbookModule {
  const engine = new LiveEngine(deps);
  return {
    clock: deps.clock,
    operator: sportsbookOperator(deps),
    schedules: [
      {
        name: 'sportsbook:fixtures',
        everyMs: FIXTURES_STEP_MS,
        step: async ({ db, now, tookOver }) => {
          // A database seeded before the sportsbook existed gets its leagues here.
          if (tookOver) await seedSportsCatalogue(db);
          await generateFixtures(db, deps.clock.at(now), deps.fixtureDays ?? FIXTURE_DAYS);
        },
      },
      { name: 'sportsbook:live', everyMs: LIVE_STEP_MS, step: (ctx) => engine.step(ctx) },
    ],
    snapshot: async (db, topicId) => {
      const sportsNow = deps.clock.now();
      if (topicId === 'live')
        return { type: 'event.live-list', events: await liveList(db, 'tr', sportsNow) };
      if (!/^[1-9][0-9]{0,17}$/.test(topicId)) return null;
      const event = await eventDetail(db, topicId, 'tr', sportsNow);
      return event ? { type: 'event.snapshot', event } : null;
    },
  };
}
