import { sql } from 'drizzle-orm';
import type { SportIncident } from '@lale/contract/methods/sportsbook';
import {
  HALF_SECONDS,
  MATCH_SECONDS,
  eventFairMarkets,
  priceMarkets,
  timelineStateAt,
  type EventModel,
  type EventResult,
  type FootballState,
} from '@lale/games/sports';
import { withTransaction, type Db } from '../../../db/client.ts';
import type { StepContext } from '../../../platform/scheduler/scheduler.ts';
import { eventModelOf } from '../catalogue/team-ratings.ts';
import {
  eventsRepository as events,
  type EventRow,
  type IncidentRow,
  type LiveState,
} from '../events/events.repository.ts';
import { loadMargins } from '../pricing/margins.repository.ts';
import { toMarketRow } from '../pricing/market-rows.ts';
import type { SportsClock } from '../sports-clock.ts';
import { announceEvent, type Publish } from './publish-event.ts';
import { resultFromSeeds, timelineOf } from './results.ts';
import { settleEvent, type SettleDeps } from './settle-event.ts';

/** A 15-minute half-time break on the sports clock. */
export const HALF_TIME_BREAK_SECONDS = 15 * 60;
/** Betting stops on the whole event for this long after a goal (sports clock). */
export const GOAL_SUSPENSION_SECONDS = 60;
/** Live prices are computed again this often (sports clock), and at once on a goal. */
export const REPRICE_SECONDS = 30;
/** How long the sports without live prices last before their result (sports clock). */
export const DURATION_SECONDS: Record<string, number> = {
  basketball: 2 * 3600,
  tennis: 2 * 3600,
  volleyball: 1.5 * 3600,
};

export interface FootballClock {
  period: '1H' | 'HT' | '2H' | 'FT';
  /** Seconds of regulation played, 0..5400. */
  second: number;
  minute: number;
}

/** Where a match kicked off at `startsAt` stands at `sportsNow`, with a 15-minute break. */
export function footballClock(startsAt: Date, sportsNow: Date): FootballClock {
  const elapsed = Math.max(0, Math.floor((sportsNow.getTime() - startsAt.getTime()) / 1000));
  if (elapsed < HALF_SECONDS)
    return { period: '1H', second: elapsed, minute: Math.floor(elapsed / 60) + 1 };
  if (elapsed < HALF_SECONDS + HALF_TIME_BREAK_SECONDS)
    return { period: 'HT', second: HALF_SECONDS, minute: 45 };
  const second = elapsed - HALF_TIME_BREAK_SECONDS;
  if (second < MATCH_SECONDS)
    return { period: '2H', second, minute: Math.min(90, Math.floor(second / 60) + 1) };
  return { period: 'FT', second: MATCH_SECONDS, minute: 90 };
}

export interface LiveEngineDeps extends SettleDeps {
  clock: SportsClock;
  publish: Publish;
}

/**
 * The `sportsbook:live` schedule: starts events at kick-off, plays football from the timeline
 * drawn from the event's committed seeds (score, minute, goals, live prices every 30 s and on a
 * goal, a minute's suspension after a goal), closes betting on the other sports at kick-off and
 * ends each event with its result, settled markets and coupons. Nothing is kept between steps
 * but caches of what the seeds determine: every step reads the database and the clock, so a
 * new leader (`tookOver`) carries on from where the last one wrote, replaying nothing.
 */
export class LiveEngine {
  constructor(private readonly deps: LiveEngineDeps) {}

  async step(ctx: Pick<StepContext, 'db' | 'now'>): Promise<void> {
    const sportsNow = this.deps.clock.at(ctx.now);
    const due = await events.due(ctx.db, sportsNow);
    let failure: unknown = null;
    for (const event of due) {
      try {
        await this.advance(ctx.db, event, sportsNow, ctx.now);
      } catch (error) {
        failure ??= error;
        this.deps.log?.({ eventId: event.id, err: error }, 'sportsbook event step failed');
      }
    }
    if (failure) throw failure;
  }

  private async advance(db: Db, event: EventRow, sportsNow: Date, now: Date): Promise<void> {
    if (event.sport === 'football') return this.football(db, event, sportsNow, now);
    const endsAt = event.startsAt.getTime() + (DURATION_SECONDS[event.sport] ?? 7200) * 1000;
    if (event.state === 'scheduled') {
      await withTransaction(db, async (tx) => {
        if (!(await unchangedSince(tx, event))) return;
        // No live prices for this sport: betting closes at kick-off.
        await tx.execute(sql`update sport_markets set state = 'suspended'
          where event_id = ${event.id} and state = 'open'`);
        await events.saveLive(tx, event.id, {
          state: 'live',
          live: { period: 'live', minute: null, home: 0, away: 0, at: now.getTime() },
        });
        await announceEvent(tx, this.deps.publish, event.id, sportsNow);
      });
      return;
    }
    if (sportsNow.getTime() < endsAt) return;
    const outcome = resultFromSeeds(event);
    const final = finalScore(outcome.result);
    await this.finish(db, event, outcome, sportsNow, now, {
      period: 'FT',
      minute: null,
      ...final,
      at: now.getTime(),
    });
  }

  private async football(db: Db, event: EventRow, sportsNow: Date, now: Date): Promise<void> {
    const timeline = timelineOf(event);
    const clock = footballClock(event.startsAt, sportsNow);
    const state = timelineStateAt(timeline, clock.second);
    const played = timeline.goals.filter((goal) => goal.second < clock.second);
    const newGoals = played.slice(event.incidents.length);
    const live: LiveState = {
      period: clock.period,
      minute: clock.minute,
      home: state.score.home,
      away: state.score.away,
      at: now.getTime(),
      second: clock.second,
      bucket: Math.floor(clock.second / REPRICE_SECONDS),
    };
    const incidents: IncidentRow[] = [...event.incidents];
    for (const goal of newGoals) {
      const before = incidents.at(-1)?.score ?? { home: 0, away: 0 };
      const score = { ...before, [goal.side]: before[goal.side] + 1 };
      incidents.push({ minute: goal.minute, side: goal.side, kind: 'goal', score });
    }
    if (clock.period === 'FT') {
      const outcome = resultFromSeeds(event);
      live.home = timeline.fullTime.home;
      live.away = timeline.fullTime.away;
      await this.finish(db, event, outcome, sportsNow, now, live, incidents, newGoals.length);
      return;
    }
    const reopen = event.suspendedUntil !== null && event.suspendedUntil <= sportsNow;
    const changed =
      event.state === 'scheduled' ||
      newGoals.length > 0 ||
      event.live?.period !== live.period ||
      event.live?.bucket !== live.bucket ||
      reopen;
    if (!changed) return;
    const suspendedUntil =
      newGoals.length > 0
        ? new Date(sportsNow.getTime() + GOAL_SUSPENSION_SECONDS * 1000)
        : reopen
          ? null
          : undefined;
    await withTransaction(db, async (tx) => {
      if (!(await unchangedSince(tx, event))) return;
      await this.reprice(tx, event, eventModelOf('football', event.model), {
        second: state.second,
        score: state.score,
        ...(state.halfTime ? { halfTime: state.halfTime } : {}),
      });
      await events.saveLive(tx, event.id, {
        state: 'live',
        live,
        incidents,
        ...(suspendedUntil === undefined ? {} : { suspendedUntil }),
      });
      await announceEvent(
        tx,
        this.deps.publish,
        event.id,
        sportsNow,
        incidents.slice(event.incidents.length) as SportIncident[],
      );
    });
  }

  /** In-play prices at the match's state; markets decided or with nothing to offer close. */
  private async reprice(tx: Db, event: EventRow, model: EventModel, state: FootballState) {
    const margins = await loadMargins(tx);
    const priced = new Map(
      priceMarkets(eventFairMarkets(model, { footballState: state }), margins)
        .map(toMarketRow)
        .map((row) => [row.key, row]),
    );
    const stored = await events.markets(tx, [event.id]);
    await events.setOdds(
      tx,
      event.id,
      stored
        .filter((market) => market.state === 'open' || market.state === 'suspended')
        .map((market) => ({
          key: market.key,
          odds:
            priced.get(market.key)?.odds ??
            Object.fromEntries(Object.keys(market.odds).map((key) => [key, null])),
        })),
    );
  }

  private async finish(
    db: Db,
    event: EventRow,
    outcome: ReturnType<typeof resultFromSeeds>,
    sportsNow: Date,
    now: Date,
    live: LiveState,
    incidents?: IncidentRow[],
    newGoals = 0,
  ): Promise<void> {
    await withTransaction(db, async (tx) => {
      const locked = await events.get(tx, event.id, true);
      if (!locked || locked.state === 'finished' || locked.state === 'void') return;
      if (incidents) await events.saveLive(tx, event.id, { incidents });
      const endedAt = new Date(
        Math.min(
          sportsNow.getTime(),
          event.startsAt.getTime() +
            (event.sport === 'football'
              ? (MATCH_SECONDS + HALF_TIME_BREAK_SECONDS) * 1000
              : (DURATION_SECONDS[event.sport] ?? 7200) * 1000),
        ),
      );
      await settleEvent(tx, locked, outcome, { ...this.deps, now, sportsNow, live, endedAt });
      await announceEvent(
        tx,
        this.deps.publish,
        event.id,
        sportsNow,
        (incidents ?? []).slice(incidents ? incidents.length - newGoals : 0) as SportIncident[],
      );
    });
  }
}

/** The headline score of a result: goals, points, or sets (tennis, volleyball). */
function finalScore(result: EventResult): { home: number; away: number } {
  switch (result.sport) {
    case 'football':
      return { ...result.fullTime };
    case 'tennis':
      return { ...result.sets };
    case 'horse_racing':
    case 'greyhound_racing':
      throw new RangeError('races are virtual: never played by the live engine');
    default:
      return { home: result.home, away: result.away };
  }
}

/**
 * Locks the event and says whether it is as this step read it: an operator's change in between
 * (a void, a result, a suspension) bumps the version, and the step leaves it to the next one.
 */
async function unchangedSince(tx: Db, event: EventRow): Promise<boolean> {
  const locked = await events.get(tx, event.id, true);
  return locked !== null && locked.version === event.version;
}
