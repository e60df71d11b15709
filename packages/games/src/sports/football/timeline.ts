import { hmacStream } from '../../fair/hmac-stream.ts';
import type { RandomSource } from '../../fair/random-source.ts';
import { uniform52 } from '../core/draws.ts';
import type { Score, Side } from '../core/score.ts';
import type { FirstGoal } from './halves.ts';
import type { FootballModel } from './model.ts';
import type { FootballResult } from './result.ts';
import { gridOutcomes } from './score-grid.ts';
import { HALF_SECONDS, type FootballState } from './state.ts';

export interface TimelineGoal {
  side: Side;
  /** Seconds of regulation time, 0..5399; the first half ends at 2700. */
  second: number;
  /** The minute as shown, 1..90. */
  minute: number;
}

export interface FootballTimeline {
  goals: TimelineGoal[];
  halfTime: Score;
  fullTime: Score;
  firstGoal: FirstGoal;
}

const TWO_POW_32 = 2 ** 32;

interface ScoreTable {
  cumulative: Float64Array;
  scores: Score[];
}

const tables = new WeakMap<FootballModel, ScoreTable>();

/** The grid's running sums, once per model: a live match draws from the same model all day. */
function scoreTable(model: FootballModel): ScoreTable {
  let table = tables.get(model);
  if (!table) {
    const outcomes = gridOutcomes(model.grid);
    const cumulative = new Float64Array(outcomes.length);
    let sum = 0;
    outcomes.forEach(({ probability }, i) => (cumulative[i] = sum += probability));
    table = { cumulative, scores: outcomes.map(({ value }) => value) };
    tables.set(model, table);
  }
  return table;
}

function drawScore(model: FootballModel, source: RandomSource): Score {
  const { cumulative, scores } = scoreTable(model);
  const u = uniform52(source);
  let low = 0;
  let high = cumulative.length - 1;
  // The first running sum above u; float sums can end a hair under 1, and the last score takes that sliver.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (u < (cumulative[middle] as number)) high = middle;
    else low = middle + 1;
  }
  return { ...(scores[low] as Score) };
}

/** A goal's time: a `firstHalfShare` chance of the first half, uniform within its half. */
function drawSecond(model: FootballModel, source: RandomSource): number {
  const u = source.nextUint32() / TWO_POW_32;
  const s = model.firstHalfShare;
  const within = u < s ? u / s : (u - s) / (1 - s);
  return (u < s ? 0 : HALF_SECONDS) + Math.min(HALF_SECONDS - 1, Math.floor(within * HALF_SECONDS));
}

/**
 * A whole match drawn from the model, for live play and virtual football. Draw order: one
 * 52-bit uniform picks the final score by inverse CDF over the grid (home goals outer, away
 * inner); then one 32-bit word per goal, the home side's goals first, gives its time. Goals are
 * then sorted by time (ties keep draw order). Given the final score the goals' times are
 * independent, which is what `conditionedGrid` assumes, so live prices follow this process.
 */
export function drawFootballTimeline(model: FootballModel, source: RandomSource): FootballTimeline {
  const fullTime = drawScore(model, source);
  const goals: TimelineGoal[] = [];
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < fullTime[side]; i++) {
      const second = drawSecond(model, source);
      goals.push({ side, second, minute: Math.floor(second / 60) + 1 });
    }
  }
  goals.sort((a, b) => a.second - b.second);
  const halfTime = scoreBefore(goals, HALF_SECONDS);
  return { goals, halfTime, fullTime, firstGoal: goals[0]?.side ?? 'none' };
}

/** The timeline of a committed seed: the provably fair stream of (server seed, client seed, nonce). */
export function footballTimelineFromSeed(
  model: FootballModel,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): FootballTimeline {
  return drawFootballTimeline(model, hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
}

function scoreBefore(goals: readonly TimelineGoal[], second: number): Score {
  const score = { home: 0, away: 0 };
  for (const goal of goals) if (goal.second < second) score[goal.side] += 1;
  return score;
}

/** The match state once `second` seconds are played: what live prices are conditioned on. */
export function timelineStateAt(timeline: FootballTimeline, second: number): FootballState {
  const score = scoreBefore(timeline.goals, second);
  return second < HALF_SECONDS ? { second, score } : { second, score, halfTime: timeline.halfTime };
}

export function timelineResult(timeline: FootballTimeline): FootballResult {
  const { fullTime, halfTime, firstGoal } = timeline;
  return { fullTime, halfTime, firstGoal };
}
