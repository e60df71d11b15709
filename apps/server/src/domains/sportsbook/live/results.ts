import {
  footballTimelineFromSeed,
  timelineResult,
  type EventResult,
  type FootballTimeline,
} from '@lale/games/sports';
import type { EventRow } from '../events/events.repository.ts';
import { eventModelOf } from '../catalogue/team-ratings.ts';

/** The seeds an event's play is drawn from (nonce 0: one draw per event). */
export const seedsOf = (event: EventRow) => ({
  serverSeed: event.serverSeed,
  clientSeed: event.clientSeed,
  nonce: 0,
});

const timelines = new Map<string, FootballTimeline>();

/** A football event's whole match, drawn once from its committed seeds (kept in memory). */
export function timelineOf(event: EventRow): FootballTimeline {
  const hit = timelines.get(event.id);
  if (hit) return hit;
  const model = eventModelOf('football', event.model);
  if (model.sport !== 'football') throw new Error('not a football model');
  const timeline = footballTimelineFromSeed(model.model, seedsOf(event));
  if (timelines.size >= 5_000) timelines.delete(timelines.keys().next().value!);
  timelines.set(event.id, timeline);
  return timeline;
}

/**
 * An event's result drawn from its seeds, with its text; null for a sport whose sampler is not
 * there yet (the event then waits in play for an operator's result).
 */
export function resultFromSeeds(event: EventRow): { result: EventResult; text: string } | null {
  if (event.sport === 'football') {
    const result = timelineResult(timelineOf(event));
    return {
      result: { sport: 'football', ...result },
      text: `${result.fullTime.home}-${result.fullTime.away}`,
    };
  }
  return null;
}
