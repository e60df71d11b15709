import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LIMIT_MS } from '@lale/contract/constants';

/** Time and timers, injectable so tests can drive them. */
export interface Clock {
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

/** SPEC §4: more than one hour since the stored activity start time. */
export function isInactive(startTime: number | null, now: number): boolean {
  return startTime !== null && now - startTime > INACTIVITY_LIMIT_MS;
}

interface ActivityTimerOptions {
  clock: Clock;
  isSignedIn: () => boolean;
  getStartTime: () => number | null;
  onInactive: () => void;
}

/**
 * Every 5 s (SPEC §4/§9) checks a signed-in player's activity start time and calls
 * `onInactive` once the hour is over. Returns the stop function.
 */
export function startActivityTimer({
  clock,
  isSignedIn,
  getStartTime,
  onInactive,
}: ActivityTimerOptions): () => void {
  const handle = clock.setInterval(() => {
    if (isSignedIn() && isInactive(getStartTime(), clock.now())) onInactive();
  }, INACTIVITY_CHECK_INTERVAL_MS);
  return () => clock.clearInterval(handle);
}

/** Activity events come in bursts; storing one timestamp per check interval is enough. */
export function shouldRecordActivity(lastRecorded: number | null, now: number): boolean {
  return lastRecorded === null || now - lastRecorded >= INACTIVITY_CHECK_INTERVAL_MS;
}
