/**
 * The sportsbook's time: anchor + (now − anchor) × speed, the anchor being the moment the
 * process built it (its start). Calendar, kick-offs, match minutes and suspensions all run on
 * it. Speed 1 (production) is real time; other speeds (SPORTS_CLOCK_SPEED, e.g. 120 in browser
 * tests) are for tests and demos on one process: two processes would anchor different clocks.
 */
export interface SportsClock {
  /** Sports time now. */
  now(): Date;
  /** Sports time at a real instant. */
  at(real: Date): Date;
  readonly speed: number;
}

export function sportsClock(realNow: () => Date, speed = 1): SportsClock {
  const anchor = realNow().getTime();
  const at = (real: Date) =>
    speed === 1 ? real : new Date(anchor + (real.getTime() - anchor) * speed);
  return { now: () => at(realNow()), at, speed };
}
