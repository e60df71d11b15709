import type { RandomSource } from '../../fair/random-source.ts';
import type { RacingResult } from './markets.ts';

const TWO_POW_32 = 2 ** 32;
/** The last runner crosses the line at this share of the show, so the finish is seen. */
const LAST_FINISH = 0.94;
/** Gaps between consecutive finishers, as shares of the winner's time. */
const GAP_MIN = 0.004;
const GAP_SPREAD = 0.022;
/** Pace profile bounds: |a| + |c| < 1 keeps every runner moving forward. */
const CURVE_A = 0.45;
const CURVE_C = 0.35;

/** Where each runner is through the show: `frames[f][runner − 1]` from 0 (start) to 1 (line). */
export interface RaceProgress {
  frames: number[][];
  /** When each runner crosses the line, by runner, as a share of the show (0–1). */
  finishAt: number[];
}

const share = (source: RandomSource): number => source.nextUint32() / TWO_POW_32;

/**
 * The animation of a drawn race, pure and reproducible: read from `source` after the order
 * (the same seeded stream), one word per finisher for the gap behind the one before, then two
 * per runner in runner order for its pace profile. The runner in place r crosses the line at
 * time T_r, strictly increasing with r; before that its distance is g(t / T_r) with
 * g(x) = x + a·x(1 − x) + c·sin(2πx)/(2π), increasing on [0, 1] from 0 to 1, so runners can
 * lead and fade but the line is crossed exactly in the drawn order.
 */
export function raceProgress(
  result: RacingResult,
  source: RandomSource,
  frameCount = 121,
): RaceProgress {
  if (!Number.isInteger(frameCount) || frameCount < 2) throw new RangeError('at least 2 frames');
  const { order } = result;
  const n = order.length;
  const relative = [1];
  for (let place = 1; place < n; place++)
    relative.push(relative[place - 1]! + GAP_MIN + GAP_SPREAD * share(source));
  const scale = LAST_FINISH / relative[n - 1]!;
  const finishAt = new Array<number>(n);
  order.forEach((runner, place) => {
    finishAt[runner - 1] = relative[place]! * scale;
  });
  const curves = order.map(() => ({
    a: CURVE_A * (2 * share(source) - 1),
    c: CURVE_C * (2 * share(source) - 1),
  }));
  const frames: number[][] = [];
  for (let f = 0; f < frameCount; f++) {
    const t = f / (frameCount - 1);
    frames.push(
      finishAt.map((end, i) => {
        const x = t / end;
        if (x >= 1) return 1;
        const { a, c } = curves[i]!;
        const g = x + a * x * (1 - x) + (c * Math.sin(2 * Math.PI * x)) / (2 * Math.PI);
        return Math.min(g, 1 - 1e-9); // not on the line before its time, even by rounding
      }),
    );
  }
  return { frames, finishAt };
}

/** Runner numbers from the leader back at one frame: the farthest first, finishers by time. */
export function standingsAt(progress: RaceProgress, frame: number): number[] {
  const at = progress.frames[frame];
  if (!at) throw new RangeError('no such frame');
  return at
    .map((distance, i) => ({ runner: i + 1, distance, finish: progress.finishAt[i]! }))
    .sort((x, y) =>
      x.distance === 1 && y.distance === 1 ? x.finish - y.finish : y.distance - x.distance,
    )
    .map(({ runner }) => runner);
}
