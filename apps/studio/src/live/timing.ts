import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';

/** What the countdown and the scene need of the room (a `RoomView` fits). */
export interface PhaseClock {
  phase: LiveTablePhase;
  phaseEndsAt: number | null;
  result: LiveTableResult | null;
}

export interface Countdown {
  remainingMs: number;
  /** Whole seconds left, as the ring shows them (rounded up: 0 only when it is over). */
  seconds: number;
  /** 1 when the phase starts, 0 when it ends. */
  fraction: number;
}

/** One spin per stop at the money wheel (a multiplier spins again); one draw elsewhere. */
export function drawLengthMs(result: LiveTableResult | null, timing: LiveTableTiming): number {
  if (result?.game === 'money-wheel') return timing.drawMs * Math.max(1, result.wheel.stops.length);
  return timing.drawMs;
}

export function phaseLengthMs(clock: PhaseClock, timing: LiveTableTiming): number | null {
  switch (clock.phase) {
    case 'betting':
      return timing.bettingMs;
    case 'closed':
      return timing.noMoreBetsMs;
    case 'draw':
      return drawLengthMs(clock.result, timing);
    case 'decision':
      return timing.decisionMs;
    case 'result':
      return timing.resultMs;
    case 'idle':
      return null;
  }
}

/** The phase's countdown at server time `now`; null when the phase has no deadline. */
export function countdownAt(
  clock: PhaseClock,
  timing: LiveTableTiming,
  now: number,
): Countdown | null {
  if (clock.phaseEndsAt === null) return null;
  const remainingMs = Math.max(0, clock.phaseEndsAt - now);
  const length = phaseLengthMs(clock, timing);
  const fraction = length ? Math.min(1, remainingMs / length) : 0;
  return { remainingMs, seconds: Math.ceil(remainingMs / 1000), fraction };
}

/**
 * How long the current phase has run at `now`, from its deadline and length, so that every
 * watcher (and one who arrives mid-spin) draws the same frame at the same server time.
 */
export function phaseElapsedMs(clock: PhaseClock, timing: LiveTableTiming, now: number): number {
  const length = phaseLengthMs(clock, timing);
  if (clock.phaseEndsAt === null || length === null) return 0;
  return Math.min(length, Math.max(0, now - (clock.phaseEndsAt - length)));
}
