/**
 * The sportsbook's pieces that virtual sports (domains/virtuals) reuse: its events are
 * sportsbook events in leagues marked virtual, priced, published and settled the same way.
 */
export {
  eventsRepository,
  type EventRow,
  type IncidentRow,
  type LiveState,
} from './events/events.repository.ts';
export { eventDetail, eventDetails, eventSummaries } from './events/event-views.ts';
export { settleEvent } from './live/settle-event.ts';
export { resultFromSeeds, timelineOf } from './live/results.ts';
export { eventModelOf, modelParams, ratingsOf } from './catalogue/team-ratings.ts';
export { loadMargins } from './pricing/margins.repository.ts';
export { toMarketRow, type MarketRow } from './pricing/market-rows.ts';
