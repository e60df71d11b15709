import {
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type BreakKind,
} from '@lale/contract/responsible-gaming/breaks';

export type BreakDuration =
  (typeof TIMEOUT_DURATIONS)[number] | (typeof SELF_EXCLUSION_DURATIONS)[number];

/** The lengths each kind of break offers, shortest first. */
export const BREAK_DURATIONS: Record<BreakKind, readonly BreakDuration[]> = {
  timeout: TIMEOUT_DURATIONS,
  self_exclusion: SELF_EXCLUSION_DURATIONS,
};
