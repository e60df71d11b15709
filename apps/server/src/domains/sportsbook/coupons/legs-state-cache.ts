import {
  marketKeyOf,
  type EventState,
  type LegsState,
  type MarketState,
  type VersionedLegs,
} from './markets.reader.ts';

/** Events and markets kept; the oldest read goes first beyond this (a week's calendar fits). */
const MAX_ENTRIES = 20_000;

/**
 * The events and markets this process last read for placements, each with its version, so
 * that a placement can price its slip without reading them: `sport_place_coupon` compares the
 * versions under its locks and answers with the current state when one moved, which replaces
 * what is kept here. A stale entry costs that one retry, never a wrong price. One per database.
 */
export class LegsStateCache {
  private readonly events = new Map<string, { version: number; event: EventState }>();
  private readonly markets = new Map<string, { version: number; market: MarketState }>();

  /** The legs' state as last read, or null when one of their events or markets is not kept. */
  lookup(legs: readonly { eventId: string; marketKey: string }[]): VersionedLegs | null {
    const state: LegsState = { events: new Map(), markets: new Map() };
    const versions: VersionedLegs['versions'] = { events: {}, markets: {} };
    for (const { eventId, marketKey } of legs) {
      const key = marketKeyOf(eventId, marketKey);
      const event = this.events.get(eventId);
      const market = this.markets.get(key);
      if (!event || !market) return null;
      state.events.set(eventId, event.event);
      versions.events[eventId] = event.version;
      state.markets.set(key, market.market);
      versions.markets[key] = market.version;
    }
    return { state, versions };
  }

  /** Keeps what a read or a placement's answer found. */
  store({ state, versions }: VersionedLegs): void {
    for (const [id, event] of state.events)
      keep(this.events, id, { version: versions.events[id]!, event });
    for (const [key, market] of state.markets)
      keep(this.markets, key, { version: versions.markets[key]!, market });
  }
}

function keep<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}
