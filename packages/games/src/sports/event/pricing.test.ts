import { describe, expect, it } from 'vitest';
import { ALL_MARKET_TYPES, type MarketType } from '../core/market-types.ts';
import {
  applyMargin,
  impliedMargin,
  MAX_ODDS,
  MIN_ODDS,
  oddsFromImplied,
  removeMargin,
} from '../margin/apply-margin.ts';
import { DEFAULT_MARGINS, marginTableError, type MarginTable } from '../margin/margins.ts';
import { eventFairMarkets } from './event-model.ts';
import { priceEvent, priceMarkets } from './price-event.ts';
import { sampleEvents } from './test-events.ts';

const FLAT_3_PERCENT = Object.fromEntries(ALL_MARKET_TYPES.map((t) => [t, 300])) as MarginTable;
const TOLERANCE = 1e-12;

describe('every market of an event, before margin', () => {
  it.each(sampleEvents())('%s: selections sum to the coverage within 1e-12', (_, event) => {
    const markets = eventFairMarkets(event);
    expect(markets.length).toBeGreaterThan(0);
    for (const market of markets) {
      const sum = market.selections.reduce((acc, s) => acc + s.probability, 0);
      expect(Math.abs(sum - market.coverage), market.key).toBeLessThan(TOLERANCE);
    }
  });

  it('covers every market type across the sample events', () => {
    const seen = new Set<MarketType>();
    for (const [, event] of sampleEvents())
      for (const m of eventFairMarkets(event)) seen.add(m.spec.type);
    expect([...seen].sort()).toEqual([...ALL_MARKET_TYPES].sort());
  });
});

describe('the operator’s margin', () => {
  it.each(sampleEvents())(
    '%s: recovered margin is the operator’s, up only by rounding down',
    (_, event) => {
      for (const margins of [DEFAULT_MARGINS, FLAT_3_PERCENT]) {
        for (const market of priceMarkets(eventFairMarkets(event), margins)) {
          const m = margins[market.spec.type] / 10_000;
          const possible = market.selections.filter((s) => s.probability >= 1e-12).length;
          const share = (market.coverage * m) / possible;
          const offered = market.selections.every((s) => s.odds !== null);
          let roundingBound = 0;
          for (const { probability, odds } of market.selections) {
            const exact = 100 / (probability + share);
            if (odds === null) {
              expect(Math.floor(exact) < MIN_ODDS || probability < 1e-12, market.key).toBe(true);
              continue;
            }
            // Long shots (a race's tricasts) stop at the 1000.00 cap, which adds its own margin.
            expect(odds, market.key).toBe(Math.min(MAX_ODDS, Math.floor(exact)));
            roundingBound +=
              odds === MAX_ODDS && exact > MAX_ODDS
                ? (100 / odds - (probability + share)) / market.coverage
                : 100 / (odds * (odds + 1)) / market.coverage;
          }
          if (!offered) continue;
          const odds = market.selections.map((s) => s.odds as number);
          const recovered = impliedMargin(odds, market.coverage);
          expect(recovered - m, market.key).toBeGreaterThanOrEqual(-TOLERANCE);
          expect(recovered - m, market.key).toBeLessThanOrEqual(roundingBound + TOLERANCE);
          removeMargin(odds, market.coverage).forEach((p, i) => {
            expect(Math.abs(p - market.selections[i]!.probability)).toBeLessThanOrEqual(
              2 * roundingBound + TOLERANCE,
            );
          });
        }
      }
    },
  );

  it('spreads the margin over the selections still possible in play', () => {
    const [, event] = sampleEvents()[1]!;
    const state = { second: 4_000, score: { home: 2, away: 1 }, halfTime: { home: 1, away: 1 } };
    const [correctScore] = priceEvent(event, DEFAULT_MARGINS, {
      specs: [{ type: 'football.correct_score' }],
      footballState: state,
    });
    const offered = correctScore!.selections.filter((s) => s.odds !== null);
    expect(correctScore!.selections.find((s) => s.key === '1-1')!.odds).toBeNull();
    expect(offered.length).toBeGreaterThan(10);
    const recovered = impliedMargin(offered.map((s) => s.odds as number));
    const bound = offered.reduce((sum, s) => sum + 100 / (s.odds! * (s.odds! + 1)), 0);
    expect(recovered - 0.18).toBeGreaterThanOrEqual(-TOLERANCE);
    expect(recovered - 0.18).toBeLessThanOrEqual(bound);
  });

  it('worked example: 1X2 at 50/30/20% with 6% becomes 1.92 / 3.12 / 4.54', () => {
    const fair = {
      spec: { type: 'football.match_result' as const },
      key: 'football.match_result',
      coverage: 1,
      selections: [0.5, 0.3, 0.2].map((probability, i) => ({
        key: `s${i}`,
        probability,
        chances: {},
      })),
    };
    const priced = applyMargin(fair, 600);
    // 0.50 + 0.02 = 0.52 → 1.923; 0.32 → 3.125; 0.22 → 4.545: each rounded down.
    expect(priced.selections.map((s) => s.odds)).toEqual([192, 312, 454]);
    expect(impliedMargin([192, 312, 454])).toBeCloseTo(100 / 192 + 100 / 312 + 100 / 454 - 1, 15);
  });

  it('does not offer a selection priced under 1.01 or impossible, and caps long odds', () => {
    expect(oddsFromImplied(0.995)).toBeNull();
    expect(oddsFromImplied(1 / 1.01)).toBe(101);
    expect(oddsFromImplied(1e-9)).toBe(100_000);
    const fair = {
      spec: { type: 'football.total_goals' as const, line: 0.5 },
      key: 'football.total_goals@0.5',
      coverage: 1,
      selections: [
        { key: 'over', probability: 1, chances: {} },
        { key: 'under', probability: 0, chances: {} },
      ],
    };
    expect(applyMargin(fair, 500).selections.map((s) => s.odds)).toEqual([null, null]);
    expect(() => applyMargin(fair, -1)).toThrow(RangeError);
    expect(() => applyMargin(fair, 5_001)).toThrow(RangeError);
  });

  it('checks a margin table from the back office', () => {
    expect(marginTableError(DEFAULT_MARGINS)).toBeNull();
    expect(marginTableError({ ...DEFAULT_MARGINS, 'football.first_goal': 12.5 })).toMatch(
      /invalid-margin/,
    );
    expect(marginTableError({ ...DEFAULT_MARGINS, 'cricket.winner': 500 })).toMatch(/unknown/);
    const { 'tennis.match_winner': _, ...missing } = DEFAULT_MARGINS;
    expect(marginTableError(missing)).toMatch(/missing/);
  });
});
