/** The European wheel's pockets clockwise from zero. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const POCKET_DEGREES = 360 / WHEEL_ORDER.length;

/** Where a pocket's centre sits on the wheel, degrees clockwise from zero's. */
export function pocketAngle(pocket: number): number {
  return WHEEL_ORDER.indexOf(pocket) * POCKET_DEGREES;
}

/** The wheel turns clockwise at this many degrees per second, always (the rotor never stops). */
export const WHEEL_DEGREES_PER_SECOND = 36;
/** The ball drops into its pocket at this share of the draw, then rides with the wheel. */
export const LANDING_SHARE = 0.72;
const BALL_TURNS = 6;

export interface WheelPose {
  /** Degrees clockwise of the rotor (pocket 0 at the top at 0). */
  wheel: number;
  /** The ball's angle in the same frame as the page (clockwise from the top). */
  ball: number;
  /** 1 on the outer track, 0 in a pocket. */
  ballTrack: number;
  /** The ball sits in its pocket. */
  landed: boolean;
}

const mod360 = (degrees: number) => ((degrees % 360) + 360) % 360;

export function wheelAngleAt(serverTime: number): number {
  return mod360((serverTime / 1000) * WHEEL_DEGREES_PER_SECOND);
}

/**
 * The wheel and the ball at server time `now` for a spin that started at `drawStartedAt` and
 * lasts `drawMs`, landing on `pocket`: the ball runs anticlockwise on the track, slowing, falls
 * inward over the last part and sits in `pocket` from the landing on. A pure function of the
 * server time, so every watcher sees the same frame.
 */
export function spinPose(
  pocket: number | null,
  drawStartedAt: number,
  drawMs: number,
  now: number,
): WheelPose {
  const wheel = wheelAngleAt(now);
  if (pocket === null) return { wheel, ball: 0, ballTrack: 1, landed: false };
  const landAt = drawStartedAt + drawMs * LANDING_SHARE;
  const restingBall = mod360(wheel + pocketAngle(pocket));
  if (now >= landAt) return { wheel, ball: restingBall, ballTrack: 0, landed: true };
  const progress = Math.max(0, (now - drawStartedAt) / (landAt - drawStartedAt));
  const landingBall = wheelAngleAt(landAt) + pocketAngle(pocket);
  // Anticlockwise travel still ahead, shrinking quadratically to nothing at the landing.
  const ahead = BALL_TURNS * 360 * (1 - progress) ** 2;
  const fall = progress < 0.7 ? 1 : Math.max(0, 1 - (progress - 0.7) / 0.3);
  return { wheel, ball: mod360(landingBall + ahead), ballTrack: fall, landed: false };
}
