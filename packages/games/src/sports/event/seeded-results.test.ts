import { describe, expect, it } from 'vitest';
import { basketballResultFromSeed } from '../basketball/seeded-result.ts';
import type { DrawSeeds } from '../core/draws.ts';
import { footballTimelineFromSeed, timelineResult } from '../football/timeline.ts';
import { tennisResultFromSeed } from '../tennis/seeded-result.ts';
import { racingResultFromSeed } from '../racing/seeded-result.ts';
import { volleyballResultFromSeed } from '../volleyball/seeded-result.ts';
import type { EventModel } from './event-model.ts';
import { defaultMarketSpecs, eventSelections } from './event-model.ts';
import { eventResultError, settleSelection, type EventResult } from './settle-selection.ts';
import { sampleEvents } from './test-events.ts';

function seededResult(event: EventModel, seeds: DrawSeeds): EventResult {
  switch (event.sport) {
    case 'football':
      return { sport: 'football', ...timelineResult(footballTimelineFromSeed(event.model, seeds)) };
    case 'basketball':
      return { sport: 'basketball', ...basketballResultFromSeed(event.model, seeds) };
    case 'tennis':
      return { sport: 'tennis', ...tennisResultFromSeed(event.model, seeds) };
    case 'volleyball':
      return { sport: 'volleyball', ...volleyballResultFromSeed(event.model, seeds) };
    case 'horse_racing':
    case 'greyhound_racing':
      return { sport: event.sport, ...racingResultFromSeed(event.model, seeds) };
  }
}

describe('seeded results', () => {
  it.each(sampleEvents())('%s: 300 seeded results settle every default market', (_, event) => {
    const specs = defaultMarketSpecs(event);
    for (let nonce = 0; nonce < 300; nonce++) {
      const result = seededResult(event, { serverSeed: 'a5'.repeat(32), clientSeed: 'e', nonce });
      expect(eventResultError(result)).toBeNull();
      for (const spec of specs) {
        const outcomes = eventSelections(event, spec).map((s) => settleSelection(spec, s, result));
        expect(outcomes.length).toBeGreaterThan(1);
      }
    }
  });
});
