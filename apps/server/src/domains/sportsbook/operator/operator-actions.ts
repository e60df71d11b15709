import type { SportsbookEventTab } from '@lale/contract/backoffice';
import type { Lang } from '@lale/contract/languages';
import { sql } from 'drizzle-orm';
import {
  eventFairMarkets,
  eventResultError,
  isMarginBasisPoints,
  isMarketType,
  isRacingSport,
  marketTypeInfo,
  parseMarketKey,
  priceMarkets,
  type EventResult,
  type MarketSpec,
  type MarketType,
} from '@lale/games/sports';
import { rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { eventModelOf } from '../catalogue/team-ratings.ts';
import { eventsRepository as events } from '../events/events.repository.ts';
import { announceEvent, type Publish } from '../live/publish-event.ts';
import { settleEvent, type SettleDeps, type Settlement } from '../live/settle-event.ts';
import { loadMargins, saveMargin } from '../pricing/margins.repository.ts';
import { toMarketRow } from '../pricing/market-rows.ts';
import type { SportsClock } from '../sports-clock.ts';
import { listOperatorEvents, operatorEventMarkets } from './operator-listing.ts';

export interface OperatorDeps extends SettleDeps {
  clock: SportsClock;
  publish: Publish;
  now: () => Date;
}

/** The score line of a result typed by an operator. */
export function resultText(result: EventResult): string {
  switch (result.sport) {
    case 'football':
      return `${result.fullTime.home}-${result.fullTime.away}`;
    case 'tennis':
      return `${result.sets.home}-${result.sets.away}`;
    case 'horse_racing':
    case 'greyhound_racing':
      return result.order.slice(0, 3).join('-');
    default:
      return `${result.home}-${result.away}`;
  }
}

/**
 * The back office's sportsbook: its listing (events by state, an event's markets) and its
 * controls (each call audited by the back office): stop
 * or reopen betting on an event or a market, a margin per market type (re-pricing the open
 * pre-match markets of that type), an event's maximum stake, and a result or a void by hand.
 */
export function sportsbookOperator(deps: OperatorDeps) {
  const sportsNow = () => deps.clock.now();

  async function lockedEvent(tx: Db, eventId: string) {
    const event = await events.get(tx, eventId, true);
    if (!event) throw refusals.notFound();
    return event;
  }

  return {
    /** The back office's events of one state (operator-listing.ts), on the sports clock. */
    listEvents(
      db: Db,
      query: { state: SportsbookEventTab; search: string; limit: number; offset: number },
      lang: Lang,
    ) {
      return listOperatorEvents(db, query, lang, sportsNow());
    },

    /** An event and its every market with the stored odds; refused when there is no such event. */
    async eventMarkets(db: Db, eventId: string, lang: Lang) {
      const found = await operatorEventMarkets(db, eventId, lang, sportsNow());
      if (!found) throw refusals.notFound();
      return found;
    },

    async suspendEvent(db: Db, eventId: string, suspended: boolean) {
      return withTransaction(db, async (tx) => {
        await lockedEvent(tx, eventId);
        await tx.execute(
          sql`update sport_events set operator_suspended = ${suspended} where id = ${eventId}`,
        );
        const version = await events.bumpVersion(tx, eventId);
        await announceEvent(tx, deps.publish, eventId, sportsNow());
        return { eventId, suspended, version };
      });
    },

    async suspendMarket(db: Db, eventId: string, marketKey: string, suspended: boolean) {
      return withTransaction(db, async (tx) => {
        await lockedEvent(tx, eventId);
        const updated = rowsOf(
          await tx.execute(sql`update sport_markets set operator_suspended = ${suspended}
            where event_id = ${eventId} and market_key = ${marketKey} returning market_key`),
        );
        if (updated.length === 0) throw refusals.notFound();
        const version = await events.bumpVersion(tx, eventId);
        await announceEvent(tx, deps.publish, eventId, sportsNow());
        return { eventId, marketKey, suspended, version };
      });
    },

    async setMaxStake(db: Db, eventId: string, maxStake: number | null) {
      return withTransaction(db, async (tx) => {
        await lockedEvent(tx, eventId);
        await tx.execute(
          sql`update sport_events set max_stake = ${maxStake} where id = ${eventId}`,
        );
        const version = await events.bumpVersion(tx, eventId);
        return { eventId, maxStake, version };
      });
    },

    /** Saves the margin and re-prices that type's open markets of events not yet started. */
    async setMargin(db: Db, marketType: string, basisPoints: number) {
      if (!isMarketType(marketType)) throw refusals.invalid({ marketType: 'invalid_value' });
      if (!isMarginBasisPoints(basisPoints))
        throw refusals.invalid({ basisPoints: 'invalid_value' });
      const type: MarketType = marketType;
      const sport = marketTypeInfo(type).sport;
      return withTransaction(db, async (tx) => {
        await saveMargin(tx, type, basisPoints, deps.now());
        const margins = await loadMargins(tx);
        // Races are priced from their runners when their round is created: the next take it.
        if (isRacingSport(sport)) return { marketType: type, basisPoints, repriced: 0 };
        const rows = rowsOf<{ id: string; model: Record<string, number>; keys: string[] }>(
          await tx.execute(sql`
            select e.id::text as id, e.model, array_agg(m.market_key) as keys
            from sport_events e join sport_markets m on m.event_id = e.id
            where e.state = 'scheduled' and e.sport = ${sport} and m.type = ${type}
              and m.state = 'open'
            group by e.id order by e.id`),
        );
        for (const row of rows) {
          const specs = row.keys
            .map((key) => parseMarketKey(key))
            .filter((spec): spec is MarketSpec => spec !== null);
          const priced = priceMarkets(
            eventFairMarkets(eventModelOf(sport, row.model), { specs }),
            margins,
          ).map(toMarketRow);
          await events.setOdds(tx, row.id, priced);
          await events.bumpVersion(tx, row.id);
          await announceEvent(tx, deps.publish, row.id, sportsNow());
        }
        return { marketType: type, basisPoints, repriced: rows.length };
      });
    },

    /**
     * Ends an event by hand with a result (checked by the maths package) or voids it (every
     * market void, so every leg on it counts 1.00), then settles its coupons, in one transaction.
     */
    async settleByHand(
      db: Db,
      eventId: string,
      outcome: { result: EventResult } | 'void',
    ): Promise<Settlement & { eventId: string; state: 'finished' | 'void' }> {
      return withTransaction(db, async (tx) => {
        const event = await lockedEvent(tx, eventId);
        if (outcome !== 'void') {
          if (outcome.result.sport !== event.sport)
            throw refusals.invalid({ result: 'invalid_value' });
          if (eventResultError(outcome.result) !== null)
            throw refusals.invalid({ result: 'invalid_value' });
        }
        const open = rowsOf(
          await tx.execute(sql`select 1 from sport_markets where event_id = ${eventId}
            and state in ('open', 'suspended') limit 1`),
        );
        if (event.state === 'void' || (event.state === 'finished' && open.length === 0))
          throw refusals.failed('process_failed');
        const settlement = await settleEvent(
          tx,
          event,
          outcome === 'void'
            ? 'void'
            : { result: outcome.result, text: resultText(outcome.result) },
          { ...deps, now: deps.now(), sportsNow: sportsNow() },
        );
        await announceEvent(tx, deps.publish, eventId, sportsNow());
        const state = event.state === 'finished' || outcome !== 'void' ? 'finished' : 'void';
        return { ...settlement, eventId, state };
      });
    },
  };
}

export type SportsbookOperator = ReturnType<typeof sportsbookOperator>;
