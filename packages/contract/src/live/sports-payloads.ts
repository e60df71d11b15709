import type {
  SportEventDetail,
  SportEventState,
  SportEventSummary,
  SportIncident,
  SportLiveScore,
  SportMarket,
} from '../methods/sportsbook.ts';

/**
 * The sportsbook's topics. `event:<id>`: one event, for its page and the slip. `event:live`:
 * every event in play, for the live page. A client applies an update only when its `version`
 * is newer than what it shows.
 */
export const LIVE_EVENTS_TOPIC = 'event:live' as const;

/** Prices, states or the score of one event moved; `markets` are all its current markets. */
export interface SportEventUpdatePayload {
  type: 'event.update';
  eventId: string;
  version: number;
  state: SportEventState;
  suspended: boolean;
  live: SportLiveScore | null;
  markets: SportMarket[];
}

export interface SportIncidentPayload {
  type: 'event.incident';
  eventId: string;
  incident: SportIncident;
}

/** On `event:live`: one row of the live list changed, or left it (state finished). */
export interface SportLiveRowPayload {
  type: 'event.live-row';
  event: SportEventSummary;
}

export type SportEventMessage =
  SportEventUpdatePayload | SportIncidentPayload | SportLiveRowPayload;

export type SportEventSnapshot =
  | { type: 'event.snapshot'; event: SportEventDetail }
  | { type: 'event.live-list'; events: SportEventSummary[] };
