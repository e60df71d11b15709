import type { RoundTiming } from '../rounds/virtual-product.ts';

/** Production: a race every 3 minutes, run on screen for 40 seconds. */
export const RACING_TIMING: RoundTiming = {
  intervalMs: 3 * 60_000,
  showMs: 40_000,
  roundsAhead: 2,
};

const fromEnv = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 1_000 ? value : undefined;
};

/**
 * Both races' timing: the defaults, then VIRTUAL_RACING_INTERVAL_MS and VIRTUAL_RACING_SHOW_MS
 * (browser tests and demos), then the caller's (unit tests); a show ends 5 s before the next.
 */
export function racingTiming(overrides: Partial<RoundTiming> = {}): RoundTiming {
  const timing: RoundTiming = { ...RACING_TIMING };
  const interval = fromEnv('VIRTUAL_RACING_INTERVAL_MS');
  const show = fromEnv('VIRTUAL_RACING_SHOW_MS');
  if (interval !== undefined) timing.intervalMs = interval;
  if (show !== undefined) timing.showMs = show;
  Object.assign(timing, overrides);
  timing.showMs = Math.min(timing.showMs, Math.max(1_000, timing.intervalMs - 5_000));
  return timing;
}
