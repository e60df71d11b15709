import type { RoundTiming } from './rounds/virtual-product.ts';

/** Production: a round of virtual football every 5 minutes, shown for 80 seconds. */
export const FOOTBALL_TIMING: RoundTiming = {
  intervalMs: 5 * 60_000,
  showMs: 80_000,
  roundsAhead: 2,
};

export interface VirtualTimingOverrides {
  football?: Partial<RoundTiming>;
  /** Horse and greyhound racing (racing/racing-timing.ts). */
  racing?: Partial<RoundTiming>;
}

const fromEnv = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 1_000 ? value : undefined;
};

/**
 * Each product's timing: the defaults, then the environment (VIRTUAL_FOOTBALL_INTERVAL_MS,
 * VIRTUAL_FOOTBALL_SHOW_MS: browser tests and demos), then the caller's overrides (tests). A show
 * is never longer than the interval less 5 seconds, so rounds never overlap on screen.
 */
export function virtualTiming(overrides: VirtualTimingOverrides = {}): { football: RoundTiming } {
  const football: RoundTiming = {
    ...FOOTBALL_TIMING,
    ...withoutUndefined({
      intervalMs: fromEnv('VIRTUAL_FOOTBALL_INTERVAL_MS'),
      showMs: fromEnv('VIRTUAL_FOOTBALL_SHOW_MS'),
    }),
    ...overrides.football,
  };
  football.showMs = Math.min(football.showMs, Math.max(1_000, football.intervalMs - 5_000));
  return { football };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
