import {
  basketballResultFromSeed,
  basketballResultText,
  footballResultText,
  footballTimelineFromSeed,
  tennisResultFromSeed,
  tennisResultText,
  timelineResult,
  volleyballResultFromSeed,
  volleyballResultText,
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

/**
 * A football event's whole match, drawn once from its committed seeds (kept in memory). Kept by
 * what draws it, not by the event's id: ids repeat across databases that share a process (the
 * test files of one worker), and a match must never be read from another database's draw.
 */
export function timelineOf(event: EventRow): FootballTimeline {
  const key = JSON.stringify([event.serverSeed, event.clientSeed, event.model]);
  const hit = timelines.get(key);
  if (hit) return hit;
  const model = eventModelOf('football', event.model);
  if (model.sport !== 'football') throw new Error('not a football model');
  const timeline = footballTimelineFromSeed(model.model, seedsOf(event));
  if (timelines.size >= 5_000) timelines.delete(timelines.keys().next().value!);
  timelines.set(key, timeline);
  return timeline;
}

/**
 * An event's result drawn from its committed seeds by the maths package's samplers (football:
 * its timeline), with its text ("2-1", "89-84", "6-4 3-6 7-6", "3-1"). The stored result keeps
 * the sampler's extra detail (overtimes, set scores, set winners) beside what settles.
 */
export function resultFromSeeds(event: EventRow): { result: EventResult; text: string } {
  const model = eventModelOf(event.sport, event.model);
  const seeds = seedsOf(event);
  switch (model.sport) {
    case 'football': {
      const result = timelineResult(timelineOf(event));
      return { result: { sport: 'football', ...result }, text: footballResultText(result) };
    }
    case 'basketball': {
      const match = basketballResultFromSeed(model.model, seeds);
      return { result: { sport: 'basketball', ...match }, text: basketballResultText(match) };
    }
    case 'tennis': {
      const match = tennisResultFromSeed(model.model, seeds);
      return { result: { sport: 'tennis', ...match }, text: tennisResultText(match) };
    }
    case 'volleyball': {
      const match = volleyballResultFromSeed(model.model, seeds);
      return { result: { sport: 'volleyball', ...match }, text: volleyballResultText(match) };
    }
    case 'horse_racing':
    case 'greyhound_racing':
      throw new RangeError('races are settled by their virtual product');
  }
}
