import { BALL_REST, BALL_TRACK } from '../shared/table/roulette-wheel.tsx';
import {
  LANDING_SHARE,
  pocketAngle,
  spinPose,
  WHEEL_DEGREES_PER_SECOND,
} from '../shared/table/wheel-pose.ts';

/** The ball falls into its pocket this long after the spin starts. */
export const LANDING_MS = 3_000;
/** It rides with the rotor this long before the round's result is announced. */
export const SETTLE_MS = 500;
export const SPIN_MS = LANDING_MS + SETTLE_MS;
const DRAW_MS = LANDING_MS / LANDING_SHARE;
const STEP_MS = 40;

export interface SpinFrame {
  /** Share of the spin, 0..1. */
  offset: number;
  /** Degrees clockwise, unwrapped so that frames next to each other differ by the short way. */
  rotor: number;
  ball: number;
  /** The ball's distance from the centre on a wheel 200 across. */
  radius: number;
}

/** `to` moved by whole turns to lie within half a turn of `from`. */
function near(from: number, to: number): number {
  return to + 360 * Math.round((from - to) / 360);
}

/**
 * The spin as keyframes for the compositor: the live tables' pose (the rotor turning at its
 * constant speed, the ball running anticlockwise, slowing and dropping) sampled from a rotor
 * resting at `rotorFrom`. The last frame has the ball in `pocket`, exactly.
 */
export function spinFrames(pocket: number, rotorFrom: number): SpinFrame[] {
  const start = (rotorFrom / WHEEL_DEGREES_PER_SECOND) * 1000;
  const frames: SpinFrame[] = [];
  let rotor = rotorFrom;
  let ball = 0;
  const steps = Math.ceil(SPIN_MS / STEP_MS);
  for (let step = 0; step <= steps; step++) {
    const elapsed = (step / steps) * SPIN_MS;
    const pose = spinPose(pocket, start, DRAW_MS, start + elapsed);
    rotor = elapsed === 0 ? rotorFrom : near(rotor, pose.wheel);
    ball = elapsed === 0 ? pose.ball : near(ball, pose.ball);
    frames.push({
      offset: elapsed / SPIN_MS,
      rotor,
      ball,
      radius: BALL_REST + (BALL_TRACK - BALL_REST) * pose.ballTrack,
    });
  }
  const last = frames[frames.length - 1]!;
  last.ball = near(last.ball, last.rotor + pocketAngle(pocket));
  return frames;
}

/** Where the rotor and ball rest once `pocket` has been drawn (no motion: reduced or reloaded). */
export function restingFrame(pocket: number, rotor: number): SpinFrame {
  return { offset: 1, rotor, ball: rotor + pocketAngle(pocket), radius: BALL_REST };
}

/** The pocket under the ball for a frame: what a watcher reads off the wheel. */
export function pocketUnderBall(frame: SpinFrame, order: readonly number[]): number {
  const relative = (((frame.ball - frame.rotor) % 360) + 360) % 360;
  return order[Math.round(relative / (360 / order.length)) % order.length]!;
}
