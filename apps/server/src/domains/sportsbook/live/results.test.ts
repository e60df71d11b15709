import { describe, expect, it } from 'vitest';
import type { EventRow } from '../events/events.repository.ts';
import { timelineOf } from './results.ts';

const football = (id: string, serverSeed: string): EventRow =>
  ({
    id,
    sport: 'football',
    model: { homeGoals: 1.9, awayGoals: 1.2, rho: -0.1, firstHalfShare: 0.45 },
    serverSeed,
    clientSeed: 'lale',
  }) as unknown as EventRow;

describe("a football event's drawn match", () => {
  it('is drawn from its own seeds, even when another database used the same event id', () => {
    // Two databases in one process (a test worker's files) both number their first event 1.
    const timelines = Array.from({ length: 8 }, (_, i) =>
      JSON.stringify(timelineOf(football('1', `seed-${i}`)).goals),
    );
    expect(new Set(timelines).size).toBeGreaterThan(1);
    expect(timelineOf(football('1', 'seed-3')).goals).toEqual(
      timelineOf(football('99', 'seed-3')).goals,
    );
  });
});
