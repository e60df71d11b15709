import { describe, expect, it } from 'vitest';
import { chiSquare99, chiSquareUniform } from '../../fair/chi-square.ts';
import { hmacStream } from '../../fair/hmac-stream.ts';
import { FastSource } from '../../simulation/fast-source.ts';
import { resultOf } from '../core/score.ts';
import { firstGoalDistribution, halfTimeDistributions } from './halves.ts';
import { footballFairMarkets } from './markets.ts';
import { footballModel } from './model.ts';
import { footballResultError } from './result.ts';
import { gridAt } from './score-grid.ts';
import { KICK_OFF } from './state.ts';
import {
  drawFootballTimeline,
  footballTimelineFromSeed,
  timelineResult,
  timelineStateAt,
  type FootballTimeline,
} from './timeline.ts';

const model = footballModel({ homeGoals: 1.55, awayGoals: 1.15, rho: -0.11 });
const SERVER_SEED = 'b1f0'.repeat(16);
const MATCHES = 40_000;

/** Pearson's statistic of counts against expected probabilities. */
function chiSquare(counts: readonly number[], probabilities: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.reduce((sum, count, i) => {
    const expected = total * probabilities[i]!;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

let drawn: FootballTimeline[] | undefined;

/** The same 40,000 seeded timelines for every test that needs them. */
function timelines(): FootballTimeline[] {
  drawn ??= Array.from({ length: MATCHES }, (_, nonce) =>
    footballTimelineFromSeed(model, { serverSeed: SERVER_SEED, clientSeed: 'virtual', nonce }),
  );
  return drawn;
}

describe('drawFootballTimeline', () => {
  it('is reproducible from its seeds and reads the stream in the documented order', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'live-42', nonce: 7 };
    const first = footballTimelineFromSeed(model, seeds);
    expect(footballTimelineFromSeed(model, seeds)).toEqual(first);
    const stream = hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const u = ((stream.nextUint32() >>> 12) * 2 ** 32 + stream.nextUint32()) / 2 ** 52;
    let cumulative = 0;
    let drawn = { home: -1, away: -1 };
    for (let h = 0; h <= model.grid.maxHome && drawn.home < 0; h++)
      for (let a = 0; a <= model.grid.maxAway && drawn.home < 0; a++)
        if (u < (cumulative += gridAt(model.grid, h, a))) drawn = { home: h, away: a };
    expect(first.fullTime).toEqual(drawn);
    const others = Array.from({ length: 30 }, (_, nonce) =>
      footballTimelineFromSeed(model, { ...seeds, nonce }),
    );
    expect(new Set(others.map((t) => JSON.stringify(t))).size).toBeGreaterThan(20);
  });

  it('gives consistent timelines: sorted goals, minutes 1–90, half time and first goal from them', () => {
    for (const timeline of timelines().slice(0, 2_000)) {
      const { goals } = timeline;
      expect(goals.length).toBe(timeline.fullTime.home + timeline.fullTime.away);
      goals.forEach((goal, i) => {
        expect(goal.minute).toBe(Math.floor(goal.second / 60) + 1);
        expect(goal.minute >= 1 && goal.minute <= 90).toBe(true);
        if (i > 0) expect(goal.second).toBeGreaterThanOrEqual(goals[i - 1]!.second);
      });
      expect(footballResultError(timelineResult(timeline))).toBeNull();
      expect(timelineStateAt(timeline, 5_400).score).toEqual(timeline.fullTime);
      expect(timelineStateAt(timeline, 2_700).halfTime).toEqual(timeline.halfTime);
    }
  });

  it(
    `matches the model over ${MATCHES} seeds: scores, goals per side, halves, minutes and first goal`,
    { timeout: 30_000 },
    () => {
      const all = timelines();
      // Final scores: every score up to 4-4 and the rest, against the grid (chi-square at 99%).
      const cells = new Array(26).fill(0);
      const probabilities = new Array(26).fill(0);
      for (let h = 0; h <= model.grid.maxHome; h++)
        for (let a = 0; a <= model.grid.maxAway; a++)
          probabilities[h <= 4 && a <= 4 ? h * 5 + a : 25] += gridAt(model.grid, h, a);
      for (const { fullTime: s } of all)
        cells[s.home <= 4 && s.away <= 4 ? s.home * 5 + s.away : 25] += 1;
      expect(chiSquare(cells, probabilities)).toBeLessThan(chiSquare99(25));
      // The check has the power to tell Dixon–Coles from the plain Poisson grid.
      const plain = footballModel({ homeGoals: 1.55, awayGoals: 1.15 }).grid;
      const plainProbabilities = new Array(26).fill(0);
      for (let h = 0; h <= plain.maxHome; h++)
        for (let a = 0; a <= plain.maxAway; a++)
          plainProbabilities[h <= 4 && a <= 4 ? h * 5 + a : 25] += gridAt(plain, h, a);
      expect(chiSquare(cells, plainProbabilities)).toBeGreaterThan(chiSquare99(25));

      // Dixon–Coles keeps each side's goals Poisson, so the means are λ: within 4 standard errors.
      for (const [side, lambda] of [
        ['home', 1.55],
        ['away', 1.15],
      ] as const) {
        const mean = all.reduce((sum, t) => sum + t.fullTime[side], 0) / MATCHES;
        expect(Math.abs(mean - lambda)).toBeLessThan(4 * Math.sqrt(lambda / MATCHES));
      }

      // Goal minutes are uniform within each half (the existing uniform chi-square).
      const minutes = [new Array(45).fill(0), new Array(45).fill(0)];
      for (const t of all)
        for (const g of t.goals) minutes[g.minute <= 45 ? 0 : 1]![(g.minute - 1) % 45] += 1;
      for (const half of minutes) expect(chiSquareUniform(half)).toBeLessThan(chiSquare99(44));
      const goals = minutes[0]!.reduce((a, b) => a + b, 0) + minutes[1]!.reduce((a, b) => a + b, 0);
      const share = minutes[0]!.reduce((a, b) => a + b, 0) / goals;
      expect(Math.abs(share - 0.45)).toBeLessThan(4 * Math.sqrt((0.45 * 0.55) / goals));

      // Half time/full time and first goal against the markets' own distributions.
      const pairs = halfTimeDistributions(model, KICK_OFF, model.grid).halfTimeFullTime;
      const pairCounts = pairs.map(
        ({ value }) =>
          all.filter(
            (t) => resultOf(t.halfTime) === value.half && resultOf(t.fullTime) === value.full,
          ).length,
      );
      expect(
        chiSquare(
          pairCounts,
          pairs.map((p) => p.probability),
        ),
      ).toBeLessThan(chiSquare99(8));
      const first = firstGoalDistribution(model.grid);
      const firstCounts = first.map(({ value }) => all.filter((t) => t.firstGoal === value).length);
      expect(
        chiSquare(
          firstCounts,
          first.map((p) => p.probability),
        ),
      ).toBeLessThan(chiSquare99(2));
    },
  );

  it(
    'live prices follow the timelines: P(home win | 1-0 after an hour) as simulated',
    { timeout: 30_000 },
    () => {
      const source = new FastSource(0x1a1e);
      const state = { second: 3_600, score: { home: 1, away: 0 } };
      let reached = 0;
      let homeWins = 0;
      for (let i = 0; i < 300_000; i++) {
        const timeline = drawFootballTimeline(model, source);
        const at = timelineStateAt(timeline, state.second);
        if (at.score.home !== 1 || at.score.away !== 0) continue;
        reached += 1;
        if (resultOf(timeline.fullTime) === 'home') homeWins += 1;
      }
      // The full-time result does not depend on when the goal came, so either half-time score will do.
      const markets = footballFairMarkets(model, [{ type: 'football.match_result' }], {
        ...state,
        halfTime: { home: 1, away: 0 },
      });
      const p = markets[0]!.selections[0]!.probability;
      expect(reached).toBeGreaterThan(10_000);
      expect(Math.abs(homeWins / reached - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / reached));
    },
  );
});
